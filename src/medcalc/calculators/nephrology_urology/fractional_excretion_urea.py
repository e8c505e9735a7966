"""Fractional excretion of urea: FEUrea (%) = 100 x (U_urea x S_Cr) / (S_urea x U_Cr)."""

import datetime as dt

from medcalc.core import Alternative, Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import UREA, UREA_NITROGEN
from medcalc.core.common import creatinine, urea, urine_creatinine
from medcalc.formulas.renal import fractional_excretion

CARVOUNIS_2002 = Reference(
    "Carvounis CP, Nisar S, Guro-Razuman S. Significance of the fractional excretion of urea in "
    "the differential diagnosis of acute renal failure. Kidney Int. 2002;62(6):2223-2229 (FEUN "
    "<= 35% in prerenal azotemia with or without diuretics; mean 58.6% in acute tubular "
    "necrosis).", doi="10.1046/j.1523-1755.2002.00683.x")

PEPIN_2007 = Reference(
    "Pépin MN, Bouchard J, Legault L, Ethier J. Diagnostic performance of fractional excretion of "
    "urea and fractional excretion of sodium in the evaluations of patients with acute kidney "
    "injury with or without diuretic treatment. Am J Kidney Dis. 2007;50(4):566-573.",
    doi="10.1053/j.ajkd.2007.07.001")

PRERENAL_AT_OR_BELOW = 35.0


def feurea(urine_urea, urea, urine_creatinine, creatinine):
    return fractional_excretion(urine_urea, urea, urine_creatinine, creatinine)


def interpret(value):
    if value <= PRERENAL_AT_OR_BELOW:
        return "<= 35%: suggests prerenal azotemia"
    return "> 35%: suggests acute tubular necrosis (intrinsic renal injury)"


CALCULATOR = Calculator(
    id="fractional_excretion_urea",
    name="Fractional Excretion of Urea (FEUrea)",
    aliases=["FEUrea", "FEUN", "Fractional Excretion of Urea", "fractional excretion of urea "
             "nitrogen", "尿素排泄分数"],
    specialty="nephrology_urology",
    description="Percentage of filtered urea excreted in the urine, from simultaneous serum and "
                "urine urea (or urea nitrogen) and creatinine; separates prerenal azotemia from "
                "acute tubular necrosis, also in patients on diuretics.",
    keywords=["FEUrea", "FEUN", "fractional excretion of urea", "acute kidney injury",
              "acute renal failure", "prerenal azotemia", "acute tubular necrosis", "ATN",
              "diuretics", "loop diuretic", "urine urea nitrogen",
              "prerenal versus ATN on diuretics", "cause of AKI when on furosemide",
              "urea handling by kidney", "volume depletion versus tubular injury with diuretics",
              "alternative to FENa after diuretics", "is the AKI from low volume"],
    features=[
        Quantity(name="urine_urea", unit="mmol/L", analyte=UREA, units=("mmol/L", "mg/dL"),
                 range=(1.0, 2000.0),
                 alternatives=(Alternative("urine_urea_nitrogen", "mg/dL", UREA_NITROGEN,
                                           "Urine urea nitrogen (UUN); mg/dL of urea nitrogen, "
                                           "1 mmol/L urea = 2.8 mg/dL UUN"),),
                 description="Urine urea (spot sample), or urine urea nitrogen under the key "
                             "'urine_urea_nitrogen'"),
        urea(description="Serum urea (or BUN under the key 'bun'), drawn with the urine sample"),
        urine_creatinine(),
        creatinine(description="Serum creatinine, drawn with the urine sample"),
    ],
    versions=[Version("carvounis_2002", dt.date(2002, 12, 1), CARVOUNIS_2002, feurea,
                      notes="FEUrea (%) = (U_urea x S_Cr) / (S_urea x U_Cr) x 100.")],
    output=Output(unit="%", decimals=1, description="Fractional excretion of urea, percent",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[CARVOUNIS_2002, PEPIN_2007],
    notes="Carvounis 2002 (102 episodes of acute renal failure): FEUN <= 35% identified prerenal "
          "azotemia, including patients on diuretics (89% of them, against 48% with FENa < 1%); "
          "the acute tubular necrosis group averaged 58.6%. The paper uses the single cut-off "
          "35%: <= 35% suggests prerenal azotemia, > 35% acute tubular necrosis. Some texts add "
          "an indeterminate 35-50% band; it is not in the source. Urea and urea nitrogen give "
          "the same ratio when serum and urine are measured alike: each is converted to urea in "
          "mmol/L (BUN and UUN in mg/dL of nitrogen: 1 mmol/L = 2.8 mg/dL), creatinine to mg/dL. "
          "Pépin 2007 (99 patients, transient vs persistent AKI) found FEUrea <= 35% less "
          "accurate: sensitivity 48% and specificity 75% without diuretics, 79% and 33% with "
          "them.",
)
