"""Spot urine calcium/creatinine ratio (尿钙/肌酐比, 尿路钙排泄指数): urinary calcium divided by
urinary creatinine, mg/mg (and mmol/mmol)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import CALCIUM, CREATININE

METZ_2006 = Reference(
    "Metz MP. Determining urinary calcium/creatinine cut-offs for the paediatric population "
    "using published data. Ann Clin Biochem. 2006;43(5):398-401 (age-specific upper limits; "
    "about 0.2 mg/mg, 0.6-0.7 mmol/mmol, from late childhood).")
SARGENT_1993 = Reference(
    "Sargent JD, Stukel TA, Kresel J, Klein RZ. Normal values for random urinary calcium to "
    "creatinine ratios in infancy. J Pediatr. 1993;123(3):393-397.")

# mg/mg -> mmol/mmol: (mg Ca / 40.078) / (mg creatinine / 113.12); the creatinine molar mass is
# the library's (1 mg/dL = 88.4 µmol/L, i.e. 113.12 g/mol) so mmol/L inputs round-trip exactly.
MG_TO_MMOL = CREATININE.molar_mass / CALCIUM.molar_mass


def ca_cr(urine_calcium, urine_creatinine):
    ratio = urine_calcium / urine_creatinine
    return {"value": ratio, "ratio_mmol_per_mmol": ratio * MG_TO_MMOL}


def interpret(ratio):
    if ratio > 0.2:
        return ("> 0.2 mg/mg: above the upper limit for adults and older children "
                "(hypercalciuria); infants and young children have higher limits")
    return "<= 0.2 mg/mg: within the adult limit"


CALCULATOR = Calculator(
    id="urine_calcium_creatinine_ratio",
    name="Urine Calcium/Creatinine Ratio (Spot Urine)",
    aliases=["尿路钙排泄指数（钙-肌酐比）", "尿钙/肌酐比", "钙-肌酐比", "Urine calcium to "
             "creatinine ratio", "UCa/UCr", "spot urine calcium creatinine ratio"],
    specialty="nephrology_urology",
    description="Spot urine calcium / urine creatinine (mg/mg; mmol/mmol in the breakdown): "
                "screening for hypercalciuria.",
    keywords=["hypercalciuria", "kidney stones", "nephrolithiasis", "urine calcium",
              "hypoparathyroidism", "高钙尿症", "too much calcium in urine",
              "calcium in urine spot test", "screen for hypercalciuria", "kidney stone workup",
              "urinary calcium excretion", "cause of recurrent calcium stones"],
    features=[
        Quantity(name="urine_calcium", unit="mg/dL", analyte=CALCIUM,
                 units=("mg/dL", "mmol/L"), range=(0.0, 200.0),
                 description="Spot urine calcium", labels=("尿钙",)),
        Quantity(name="urine_creatinine", unit="mg/dL", analyte=CREATININE,
                 units=("mg/dL", "mmol/L", "µmol/L"), range=(1.0, 1000.0),
                 description="Spot urine creatinine, same sample", labels=("尿肌酐",)),
    ],
    versions=[Version("ratio", dt.date(2006, 9, 1), METZ_2006, ca_cr,
                      notes="Ratio of the two concentrations in mg/dL (mg/mg); mmol/mmol = "
                            "mg/mg x 113.12 / 40.078 (creatinine 1 mg/dL = 88.4 µmol/L).")],
    output=Output(unit="mg/mg", decimals=2, description="Urine calcium/creatinine (mg/mg)",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[METZ_2006, SARGENT_1993],
    notes="A spot (ideally second morning, fasting) ratio approximates 24-hour calcium "
          "excretion per unit creatinine. Upper limits fall with age: much higher in infants "
          "(Sargent 1993: up to about 0.8 mg/mg under 6 months), about 0.2 mg/mg (0.6-0.7 "
          "mmol/mmol) from late childhood and in adults (Metz 2006). Units: mg/mg = mmol/mmol "
          "x 40.078 / 113.12.",
)
