"""ASPECTS: Alberta Stroke Program Early CT Score, 10 minus one point per middle cerebral artery
region with early ischaemic change on non-contrast CT (Barber et al., Lancet 2000)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Reference, Version, criterion

BARBER_2000 = Reference(
    "Barber PA, Demchuk AM, Zhang J, Buchan AM. Validity and reliability of a quantitative "
    "computed tomography score in predicting outcome of hyperacute stroke before thrombolytic "
    "therapy. ASPECTS Study Group. Alberta Stroke Programme Early CT Score. Lancet. "
    "2000;355(9216):1670-1674.",
    doi="10.1016/S0140-6736(00)02237-6")
PEXMAN_2001 = Reference(
    "Pexman JH, Barber PA, Hill MD, et al. Use of the Alberta Stroke Program Early CT Score "
    "(ASPECTS) for assessing CT scans in patients with acute stroke. AJNR Am J Neuroradiol. "
    "2001;22(8):1534-1542 (regions and reading method).")
MDCALC = Reference("MDCalc. Alberta Stroke Program Early CT Score (ASPECTS).")

# (name, region label, MDCalc's field label, level)
REGIONS = (
    ("caudate", "Caudate (C)", "Caudate (C)", "subcortical"),
    ("lentiform", "Lentiform nucleus (L)", "Lentiform nucleus (L)", "subcortical"),
    ("internal_capsule", "Internal capsule (IC)", "Internal Capsule (IC)", "subcortical"),
    ("insular_ribbon", "Insular ribbon (I)", "Insular Ribbon (I)", "subcortical"),
    ("m1", "M1: anterior MCA cortex", "M1 (anterior MCA cortex)", "ganglionic level"),
    ("m2", "M2: MCA cortex lateral to the insular ribbon", "M2 (lateral to insula)",
     "ganglionic level"),
    ("m3", "M3: posterior MCA cortex", "M3 (posterior MCA cortex)", "ganglionic level"),
    ("m4", "M4: anterior MCA territory immediately superior to M1", "M4 (anterior rostral)",
     "supraganglionic level"),
    ("m5", "M5: lateral MCA territory immediately superior to M2", "M5 (lateral rostral)",
     "supraganglionic level"),
    ("m6", "M6: posterior MCA territory immediately superior to M3", "M6 (posterior rostral)",
     "supraganglionic level"),
)
FEATURE_NAMES = tuple(f"{name}_ischemia" for name, *_ in REGIONS)
ITEMS = tuple(
    criterion(name, f"{label}: early ischaemic change", f"{name}_ischemia", points=-1,
              aliases=(mdcalc, label))
    for name, label, mdcalc, _ in REGIONS)
NAMES = tuple(item.name for item in ITEMS)


def aspects(caudate, lentiform, internal_capsule, insular_ribbon, m1, m2, m3, m4, m5, m6):
    parts = {"caudate": caudate, "lentiform": lentiform, "internal_capsule": internal_capsule,
             "insular_ribbon": insular_ribbon, "m1": m1, "m2": m2, "m3": m3, "m4": m4,
             "m5": m5, "m6": m6}
    out = {"value": 10 + sum(parts.values())}
    out.update(parts)
    return out


def interpret(score):
    if score >= 8:
        return (f"ASPECTS {score} (8-10): little early ischaemic change; in Barber 2000 scores "
                "above 7 went with a better chance of independent outcome")
    return (f"ASPECTS {score} (<= 7): extensive early ischaemic change; in Barber 2000 scores "
            "of 7 or less went with a sharp increase in dependence or death at 3 months and in "
            "symptomatic haemorrhage after thrombolysis")


CALCULATOR = Calculator(
    id="aspects",
    name="Alberta Stroke Program Early CT Score (ASPECTS)",
    aliases=["ASPECTS", "Alberta Stroke Programme Early CT Score", "ASPECT score"],
    specialty="neurology",
    description=("Extent of early ischaemic change in the middle cerebral artery territory on "
                 "non-contrast CT: 10 minus one point for each of 10 regions affected (0-10)."),
    keywords=["acute ischemic stroke", "CT", "early ischemic changes", "MCA territory",
              "thrombolysis", "thrombectomy", "stroke imaging",
              "extent of early ischemia on head CT", "how much MCA territory is infarcted",
              "early infarct size on noncontrast CT", "eligible for thrombectomy based on CT",
              "ten region CT stroke score", "large established infarct on CT",
              "imaging selection for stroke reperfusion"],
    features=[
        *(Boolean(name=f"{name}_ischemia",
                  description=f"Early ischaemic change in {label} ({level})",
                  definition="Focal swelling or parenchymal hypoattenuation in the region "
                             "(Barber 2000; Pexman 2001), judged on the affected side.",
                  absent=False)
          for name, label, _, level in REGIONS),
        Category(name="hemisphere", labels=("Hemisphere",), required=False,
                 description="Side of the affected MCA territory (recorded, not scored)",
                 choices=(Choice("left", "Left MCA territory", aliases=("left",)),
                          Choice("right", "Right MCA territory", aliases=("right",)))),
    ],
    items=list(ITEMS),
    versions=[Version("barber_2000", dt.date(2000, 5, 13), BARBER_2000, aspects,
                      notes="10 regions (caudate, lentiform, internal capsule, insular ribbon, "
                            "M1-M6); one point subtracted for each with early ischaemic change.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[BARBER_2000, PEXMAN_2001, MDCALC],
    notes=("Score = 10 - number of regions with early ischaemic change (Barber 2000). The "
           "threshold <= 7 is Barber 2000's (sharp increase in dependence or death and "
           "symptomatic haemorrhage); MDCalc adds that about 27% of patients with ASPECTS < 8 "
           "reach mRS 0-1 at 90 days, not reproduced here. The hemisphere is recorded only. "
           "MDCalc answers each region 'Yes (-1)' / 'No (0)'. With missing='absent' an "
           "unmentioned region counts as normal."),
)
