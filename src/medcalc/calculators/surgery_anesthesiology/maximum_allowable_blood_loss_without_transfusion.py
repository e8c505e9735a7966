"""Maximum allowable blood loss (ABL) before transfusion: estimated blood volume x (Hct initial -
Hct final) / Hct average (Gross 1983); logarithmic form of Bourke and Smith (1974) as a variant."""

import datetime as dt

from medcalc.core import (Calculator, Category, Choice, Output, Precondition, Quantity, Reference,
                          Variant, Version)
from medcalc.core.common import weight
from medcalc.core.vector import log

GROSS_1983 = Reference(
    "Gross JB. Estimating allowable blood loss: corrected for dilution. Anesthesiology. "
    "1983;58(3):277-280.", doi="10.1097/00000542-198303000-00016")
BOURKE_1974 = Reference(
    "Bourke DL, Smith TC. Estimating allowable hemodilution. Anesthesiology. "
    "1974;41(6):609-612.", doi="10.1097/00000542-197412000-00015")
MDCALC = Reference("MDCalc. Maximum Allowable Blood Loss (ABL) Without Transfusion.")

GROUP = Category(
    name="patient_group", description="Patient group (average blood volume, mL/kg)",
    labels=("Category", "Patient category", "Age/sex group"),
    choices=(
        Choice("adult_man", "Adult man (75 mL/kg)", 75, aliases=("adult man", "man", "male",
                                                                "adult male")),
        Choice("adult_woman", "Adult woman (65 mL/kg)", 65,
               aliases=("adult woman", "woman", "female", "adult female")),
        Choice("infant", "Infant (80 mL/kg)", 80, aliases=("infant", "infants")),
        Choice("neonate", "Neonate (85 mL/kg)", 85, aliases=("neonate", "term neonate")),
        Choice("premature_neonate", "Premature neonate (96 mL/kg)", 96,
               aliases=("premature neonate", "premature", "preterm neonate")),
    ))


def _hct(name, description, labels):
    return Quantity(name=name, unit="%", units=("%",), range=(5.0, 75.0),
                    description=description, labels=labels)


FEATURES = [weight(range=(0.3, 300.0), labels=("Weight",)), GROUP,
            _hct("initial_hematocrit", "Initial (starting) haematocrit",
                 ("Initial hematocrit", "Initial Hct", "Hematocrit, initial")),
            _hct("final_hematocrit", "Lowest acceptable (target) haematocrit",
                 ("Target hematocrit", "Final hematocrit", "Lowest acceptable hematocrit",
                  "Hematocrit, final"))]


def gross(weight, patient_group, initial_hematocrit, final_hematocrit):
    ebv = weight * patient_group
    average = (initial_hematocrit + final_hematocrit) / 2
    return {"value": ebv * (initial_hematocrit - final_hematocrit) / average,
            "estimated_blood_volume_ml": ebv, "average_hematocrit": average}


def bourke_smith(weight, patient_group, initial_hematocrit, final_hematocrit):
    ebv = weight * patient_group
    return {"value": ebv * log(initial_hematocrit / final_hematocrit),
            "estimated_blood_volume_ml": ebv}


GROSS = Variant("gross_average_hct", "EBV x (Hi - Hf) / mean(Hi, Hf) (Gross 1983; MDCalc)",
                GROSS_1983)
LOG = Variant("bourke_smith_log", "EBV x ln(Hi / Hf), the exact isovolaemic-dilution solution "
                                  "(Bourke and Smith 1974)", BOURKE_1974)

CALCULATOR = Calculator(
    id="maximum_allowable_blood_loss_without_transfusion",
    name="Maximum Allowable Blood Loss (ABL) Without Transfusion",
    aliases=["Allowable blood loss", "ABL", "Maximum allowable blood loss",
             "Gross formula allowable blood loss"],
    specialty="surgery_anesthesiology",
    description=("Blood volume that can be lost (with volume replacement) before the "
                 "haematocrit falls to the lowest acceptable value: EBV x (Hi - Hf) / Havg."),
    keywords=["blood loss", "transfusion threshold", "hemodilution", "estimated blood volume",
              "perioperative", "anesthesia", "how much blood loss before transfusion",
              "acceptable surgical blood loss", "blood loss before hematocrit threshold",
              "when to transfuse during surgery", "tolerable blood loss estimate",
              "intraoperative transfusion trigger volume", "allowable bleeding from blood volume"],
    features=FEATURES,
    variants=[GROSS, LOG],
    versions=[Version("gross_1983", dt.date(1983, 3, 1), GROSS_1983, gross,
                      variant="gross_average_hct",
                      notes="ABL = EBV x (Hi - Hf) / ((Hi + Hf)/2)."),
              Version("bourke_smith_1974", dt.date(1974, 12, 1), BOURKE_1974, bourke_smith,
                      variant="bourke_smith_log", notes="ABL = EBV x ln(Hi / Hf).")],
    default_version="gross_1983",
    preconditions=[Precondition(lambda initial_hematocrit, final_hematocrit:
                                initial_hematocrit > final_hematocrit,
                                "the target haematocrit must be below the initial haematocrit")],
    output=Output(kind="number", unit="mL", decimals=0, range=(0.0, float("inf"))),
    references=[GROSS_1983, BOURKE_1974, MDCALC],
    notes=("EBV = weight x average blood volume: adult man 75, adult woman 65, infant 80, "
           "neonate 85, premature neonate 96 mL/kg (the values MDCalc uses). Default: Gross "
           "1983's average-haematocrit form, as on MDCalc; variant 'bourke_smith_log' is the "
           "logarithmic form it approximates (slightly smaller values). Haemoglobin may be "
           "used in place of haematocrit only if both values are haemoglobins (the ratio is "
           "what matters); the inputs here are haematocrits in %."),
)
