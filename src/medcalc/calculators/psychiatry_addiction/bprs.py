"""Brief Psychiatric Rating Scale (BPRS; Overall & Gorham 1962, 18-item version): 18 symptom
constructs rated 1-7, total 18-126."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version, points_total
from medcalc.formulas.psychiatry_w3 import rating

OVERALL_1962 = Reference(
    "Overall JE, Gorham DR. The brief psychiatric rating scale. Psychol Rep. 1962;10:799-812.",
    doi="10.2466/pr0.1962.10.3.799")
LEUCHT_2005 = Reference(
    "Leucht S, Kane JM, Kissling W, Hamann J, Etschel E, Engel R. Clinical implications of "
    "Brief Psychiatric Rating Scale scores. Br J Psychiatry. 2005;187:366-371 (BPRS 31 ~ mildly, "
    "41 ~ moderately, 53 ~ markedly ill on the CGI).", doi="10.1192/bjp.187.4.366")
MDCALC_BPRS = Reference("MDCalc (mdcalc.com): Brief Psychiatric Rating Scale (BPRS).")

SEVERITY = (("not_present", "Not present", 1, ("absent", "none")),
            ("very_mild", "Very mild", 2), ("mild", "Mild", 3), ("moderate", "Moderate", 4),
            ("moderately_severe", "Moderately severe", 5), ("severe", "Severe", 6),
            ("extremely_severe", "Extremely severe", 7))
_ITEMS = ["Somatic concern", "Anxiety", "Emotional withdrawal", "Conceptual disorganization",
          "Guilt feelings", "Tension", "Mannerisms and posturing", "Grandiosity",
          "Depressive mood", "Hostility", "Suspiciousness", "Hallucinatory behavior",
          "Motor retardation", "Uncooperativeness", "Unusual thought content",
          "Blunted affect", "Excitement", "Disorientation"]
FEATURES, ITEMS = [], []
for number, label in enumerate(_ITEMS, start=1):
    name = label.lower().replace(" ", "_")
    feature, item = rating(name, f"{number}. {label}", SEVERITY, aliases=(label,),
                           description=f"BPRS item {number}: {label.lower()} (1 not present - 7 "
                                       "extremely severe)")
    FEATURES.append(feature)
    ITEMS.append(item)

bprs = points_total(ITEMS)


def interpret(score):
    if score >= 53:
        anchor = "about 53 or more corresponds to 'markedly ill' or worse on the CGI"
    elif score >= 41:
        anchor = "about 41-52 corresponds to 'moderately ill' on the CGI"
    elif score >= 31:
        anchor = "about 31-40 corresponds to 'mildly ill' on the CGI"
    else:
        anchor = "below about 31: less than 'mildly ill' on the CGI"
    return f"BPRS {score} (18-126): {anchor} (Leucht 2005 linking)"


CALCULATOR = Calculator(
    id="bprs",
    name="Brief Psychiatric Rating Scale (BPRS)",
    aliases=["BPRS", "Brief Psychiatric Rating Scale"],
    specialty="psychiatry_addiction",
    description=("Clinician-rated severity of psychopathology (schizophrenia and other "
                 "psychoses): 18 items rated 1-7, total 18-126."),
    keywords=["schizophrenia", "psychosis", "psychopathology", "positive symptoms",
              "negative symptoms", "clinician-rated", "overall severity of psychotic symptoms",
              "clinician rating of schizophrenia symptoms", "track psychosis treatment response",
              "18 item psychiatric symptom rating",
              "hallucinations suspiciousness and thought disorder severity",
              "general psychopathology rating scale", "antipsychotic response measure"],
    features=FEATURES,
    items=ITEMS,
    versions=[Version("overall_gorham_1962", dt.date(1962, 12, 1), OVERALL_1962, bprs,
                      notes="18 items 1-7, summed (18-126); the 1962 paper had 16 items, "
                            "excitement and disorientation were added later by the authors.")],
    output=Output(kind="integer", unit="points", range=(18, 126)),
    interpret=interpret,
    references=[OVERALL_1962, LEUCHT_2005, MDCALC_BPRS],
    notes=(
        "The 18-item BPRS (the 1962 16 items plus excitement and disorientation), each 1 (not "
        "present) to 7 (extremely severe); total 18-126. The scale defines no severity bands: "
        "the interpretation quotes Leucht 2005's linking to the CGI (31 mildly, 41 moderately, "
        "53 markedly ill). Licence: public domain. Under missing='absent' an unrated item "
        "counts as 1 (not present)."),
)
