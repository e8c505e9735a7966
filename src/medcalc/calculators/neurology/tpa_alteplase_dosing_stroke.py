"""Alteplase (tPA) dose for acute ischaemic stroke: 0.9 mg/kg (maximum 90 mg), 10% as an IV
bolus over 1 minute and the rest infused over 60 minutes (NINDS 1995; AHA/ASA 2019)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import weight
from medcalc.core.vector import any_true, minimum

NINDS_1995 = Reference(
    "The National Institute of Neurological Disorders and Stroke rt-PA Stroke Study Group. "
    "Tissue plasminogen activator for acute ischemic stroke. N Engl J Med. "
    "1995;333(24):1581-1587 (0.9 mg/kg, maximum 90 mg, 10% as a bolus, the rest over 60 min).",
    doi="10.1056/NEJM199512143332401")
POWERS_2019 = Reference(
    "Powers WJ, Rabinstein AA, Ackerson T, et al. Guidelines for the early management of "
    "patients with acute ischemic stroke: 2019 update to the 2018 guidelines. Stroke. "
    "2019;50(12):e344-e418.", doi="10.1161/STR.0000000000000211")
MDCALC = Reference("MDCalc. tPA (Alteplase) Dosing for Ischemic Stroke Calculator (headline: "
                   "the bolus dose; also the infusion and the waste of a 100 mg vial).")

DOSE_PER_KG = 0.9  # mg/kg
MAX_DOSE = 90.0  # mg
BOLUS_FRACTION = 0.1
VIAL = 100.0  # mg


def alteplase(weight):
    total = minimum(DOSE_PER_KG * weight, MAX_DOSE)
    out = {"value": total, "bolus_mg": BOLUS_FRACTION * total,
           "infusion_mg": (1 - BOLUS_FRACTION) * total, "waste_mg": VIAL - total}
    if any_true(DOSE_PER_KG * weight > MAX_DOSE):
        out["warnings"] = ["maximum dose applied: 0.9 mg/kg would exceed 90 mg (weight over "
                           "100 kg); the total is capped at 90 mg"]
    return out


CALCULATOR = Calculator(
    id="tpa_alteplase_dosing_stroke",
    name="tPA (Alteplase) Dosing for Ischemic Stroke Calculator",
    aliases=["Alteplase dosing for stroke", "tPA dosing", "rt-PA dose stroke",
             "alteplase ischemic stroke dose"],
    specialty="neurology",
    description="Alteplase for acute ischaemic stroke: total 0.9 mg/kg (maximum 90 mg); 10% IV "
                "bolus over 1 minute, 90% infused over 60 minutes; waste of a 100 mg vial.",
    keywords=["thrombolysis", "alteplase", "tPA", "rt-PA", "acute ischemic stroke",
              "thrombolytic dose", "alteplase dose for stroke", "tPA bolus and infusion",
              "clot buster dose by weight", "stroke thrombolysis infusion dose",
              "0.9 mg per kg dosing", "alteplase bolus volume"],
    features=[weight(description="Actual body weight", labels=("Weight",))],
    versions=[Version("ninds_1995", dt.date(1995, 12, 14), NINDS_1995, alteplase,
                      notes="0.9 mg/kg, capped at 90 mg (reached at 100 kg); 10% bolus.")],
    output=Output(kind="number", unit="mg", decimals=1, range=(0, 90),
                  description="Total alteplase dose (bolus_mg, infusion_mg, waste_mg in the "
                              "breakdown)"),
    interpret=lambda total: (f"alteplase {total:.1f} mg total: {0.1 * total:.1f} mg IV bolus "
                             f"over 1 min, then {0.9 * total:.1f} mg over 60 min"),
    references=[NINDS_1995, POWERS_2019, MDCALC],
    notes="The dose for ischaemic stroke (0.9 mg/kg, max 90 mg) differs from the PE and STEMI "
          "regimens. MDCalc's headline answer is the bolus (e.g. 7.2 mg for 80 kg); the value "
          "here is the total dose, with the bolus, infusion and the waste of a 100 mg vial in "
          "the breakdown (MDCalc discards the excess before starting). Use actual (measured "
          "or best-estimate) weight. The low-dose 0.6 mg/kg regimen (ENCHANTED; Japanese "
          "label) is not implemented.",
)
