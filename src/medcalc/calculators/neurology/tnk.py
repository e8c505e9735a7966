"""Tenecteplase (TNK) dose for acute ischaemic stroke: 0.25 mg/kg as a single IV bolus, maximum
25 mg (AHA/ASA 2019 guideline; EXTEND-IA TNK)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import weight
from medcalc.core.vector import any_true, minimum

POWERS_2019 = Reference(
    "Powers WJ, Rabinstein AA, Ackerson T, et al. Guidelines for the early management of "
    "patients with acute ischemic stroke: 2019 update to the 2018 guidelines. Stroke. "
    "2019;50(12):e344-e418 (tenecteplase 0.25 mg/kg, maximum 25 mg, single IV bolus).",
    doi="10.1161/STR.0000000000000211")
CAMPBELL_2018 = Reference(
    "Campbell BCV, Mitchell PJ, Churilov L, et al. Tenecteplase versus alteplase before "
    "thrombectomy for ischemic stroke (EXTEND-IA TNK). N Engl J Med. 2018;378(17):1573-1582.",
    doi="10.1056/NEJMoa1716405")
MDCALC = Reference("MDCalc. Tenecteplase (TNK) Dosing for Ischemic Stroke Calculator (reports "
                   "the volume at 5 mg/mL and the waste of a 50 mg vial).")

DOSE_PER_KG = 0.25  # mg/kg
MAX_DOSE = 25.0  # mg
CONCENTRATION = 5.0  # mg/mL: 50 mg vial reconstituted with 10 mL
VIAL = 50.0  # mg


def tnk_dose(weight):
    dose = minimum(DOSE_PER_KG * weight, MAX_DOSE)
    out = {"value": dose, "volume_ml": dose / CONCENTRATION, "waste_mg": VIAL - dose,
           "waste_ml": (VIAL - dose) / CONCENTRATION}
    if any_true(DOSE_PER_KG * weight > MAX_DOSE):
        out["warnings"] = ["maximum dose applied: 0.25 mg/kg would exceed 25 mg (weight over "
                           "100 kg); the dose is capped at 25 mg"]
    return out


CALCULATOR = Calculator(
    id="tnk",
    name="Tenecteplase (TNK) Dosing for Ischemic Stroke Calculator",
    aliases=["Tenecteplase dosing for stroke", "TNK dosing", "TNKase stroke dose",
             "tenecteplase ischemic stroke"],
    specialty="neurology",
    description="Tenecteplase dose for acute ischaemic stroke: 0.25 mg/kg (maximum 25 mg) as one "
                "IV bolus, with the volume at 5 mg/mL and the waste of a 50 mg vial.",
    keywords=["thrombolysis", "tenecteplase", "TNK", "acute ischemic stroke", "thrombolytic dose",
              "tenecteplase dose for stroke", "clot buster single bolus dose",
              "weight based tenecteplase", "thrombolytic dose stroke bolus", "TNK bolus volume",
              "stroke thrombolysis dose"],
    features=[weight(description="Actual body weight", labels=("Weight",))],
    versions=[Version("aha_2019", dt.date(2019, 10, 30), POWERS_2019, tnk_dose,
                      notes="0.25 mg/kg, capped at 25 mg (reached at 100 kg).")],
    output=Output(kind="number", unit="mg", decimals=1, range=(0, 25)),
    interpret=lambda dose: (f"tenecteplase {dose:.1f} mg ({dose / CONCENTRATION:.1f} mL at 5 "
                            "mg/mL) as a single IV bolus over 5 seconds"),
    references=[POWERS_2019, CAMPBELL_2018, MDCALC],
    notes="The stroke dose is half the STEMI dose: never use the cardiac weight bands "
          "(30-50 mg). Volume (breakdown volume_ml) assumes the 50 mg vial reconstituted with "
          "10 mL (5 mg/mL) as MDCalc does; waste_mg/waste_ml are what remains of that vial. "
          "MDCalc's headline answer is the volume (e.g. 4.0 mL for 80 kg); the dose in mg is "
          "the value here. The US label for stroke (2025) gives weight-band doses and a 25 mg "
          "vial of a different concentration; those are not implemented (bands not "
          "established from the label here): check the product in use.",
)
