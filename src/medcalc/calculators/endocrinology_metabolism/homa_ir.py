"""HOMA-IR: fasting glucose (mmol/L) x fasting insulin (µU/mL) / 22.5 (Matthews 1985)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.analytes import GLUCOSE, INSULIN
from medcalc.core.common import glucose

MATTHEWS_1985 = Reference(
    "Matthews DR, Hosker JP, Rudenski AS, Naylor BA, Treacher DF, Turner RC. Homeostasis model "
    "assessment: insulin resistance and beta-cell function from fasting plasma glucose and "
    "insulin concentrations in man. Diabetologia. 1985;28(7):412-419.", doi="10.1007/BF00280883")
VOLUND_1993 = Reference(
    "Vølund A. Conversion of insulin units to SI units. Am J Clin Nutr. 1993;58(5):714-715 "
    "(1 µIU/mL = 6.00 pmol/L).", doi="10.1093/ajcn/58.5.714")
KNOPP_2019 = Reference(
    "Knopp JL, Holder-Pearson L, Chase JG. Insulin units and conversion factors: a story of "
    "truth, boots, and faster half-truths. J Diabetes Sci Technol. 2019;13(3):597-600 (6.00, "
    "not 6.945, pmol/L per µIU/mL).", doi="10.1177/1932296818805074")

GLUCOSE_MG_DL_PER_MMOL_L = GLUCOSE.molar_mass / 10.0  # 18.0156


def homa_ir(glucose, insulin):
    glucose_mmol = glucose / GLUCOSE_MG_DL_PER_MMOL_L
    return {"value": glucose_mmol * insulin / 22.5, "glucose_mmol_l": glucose_mmol}


CALCULATOR = Calculator(
    id="homa_ir",
    name="HOMA-IR (Homeostatic Model Assessment for Insulin Resistance)",
    aliases=["HOMA-IR", "HOMA-IR (Homeostatic Model Assessment for Insulin Resistance)",
             "Homeostasis model assessment of insulin resistance", "HOMA1-IR",
             "稳态模型评估胰岛素抵抗指数"],
    specialty="endocrinology_metabolism",
    description="Insulin resistance index from fasting glucose and insulin: "
                "glucose (mmol/L) x insulin (µU/mL) / 22.5 (= glucose mg/dL x insulin / 405).",
    keywords=["HOMA-IR", "HOMA", "insulin resistance", "homeostasis model assessment",
              "fasting insulin", "fasting glucose", "metabolic syndrome", "prediabetes", "PCOS",
              "type 2 diabetes", "insulin resistance from fasting labs",
              "fasting insulin and glucose index", "measure insulin resistance",
              "insulin sensitivity estimate", "prediabetes metabolic risk",
              "insulin resistance in PCOS"],
    features=[
        glucose(description="Fasting plasma glucose"),
        Quantity(name="insulin", unit="µIU/mL", units=("µIU/mL", "mIU/L", "pmol/L"),
                 range=(0.5, 1000.0), analyte=INSULIN,
                 description="Fasting plasma insulin (µIU/mL = mU/L; pmol/L converted with "
                             "1 µIU/mL = 6.00 pmol/L)"),
    ],
    versions=[Version("matthews_1985", dt.date(1985, 7, 1), MATTHEWS_1985, homa_ir,
                      notes="HOMA-IR = fasting glucose (mmol/L) x fasting insulin (µU/mL) "
                            "/ 22.5.")],
    output=Output(unit=None, decimals=2, description="Dimensionless index",
                  range=(0, float("inf"))),
    references=[MATTHEWS_1985, VOLUND_1993, KNOPP_2019],
    notes="Matthews 1985 approximation of the homeostasis model: insulin resistance = fasting "
          "insulin (µU/mL) x fasting glucose (mmol/L) / 22.5; the normal reference is 1 (22.5 = "
          "5 µU/mL x 4.5 mmol/L, the fasting values of normal-weight young adults). The often "
          "quoted mg/dL form divides by 405 = 22.5 x 18; this calculator converts glucose with "
          "the exact 18.0156 mg/dL per mmol/L, i.e. divides by 405.35 in mg/dL terms (0.09% "
          "lower; MedCalc-Bench calculator 31 uses /405). Insulin in pmol/L is divided by 6.00 "
          "(Vølund 1993: 1 IU of human insulin = 6.00 nmol); the factor 6.945 found in many "
          "calculators and lab reports derives from an older insulin standard and under-reports "
          "by about 15% (Knopp 2019). Not valid in patients on insulin. No interpretation bands: "
          "Matthews defines none, and population cut-offs for insulin resistance vary "
          "(commonly 2 to 3); the computerised HOMA2 model is a different calculation.",
)
