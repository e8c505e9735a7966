"""GALAD model: probability of hepatocellular carcinoma in chronic liver disease from gender,
age, AFP-L3, AFP and des-carboxy-prothrombin (Johnson et al., Cancer Epidemiol Biomarkers Prev
2014)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import age, sex
from medcalc.core.vector import log, logistic, where

JOHNSON_2014 = Reference(
    "Johnson PJ, Pirrie SJ, Cox TF, Berhane S, Teng M, Palmer D, Morse J, Hull D, Patman G, "
    "Kagebayashi C, Hussain S, Graham J, Reeves H, Satomura S. The detection of hepatocellular "
    "carcinoma using a prospectively developed and validated model based on serological "
    "biomarkers. Cancer Epidemiol Biomarkers Prev. 2014;23(1):144-153.",
    doi="10.1158/1055-9965.EPI-13-0870", url="https://pubmed.ncbi.nlm.nih.gov/24220911/")
BERHANE_2016 = Reference(
    "Berhane S, Toyoda H, Tada T, Kumada T, Kagebayashi C, Satomura S, Schweitzer N, Vogel A, "
    "Manns MP, Benckert J, Berg T, Ebker M, Best J, Dechêne A, Gerken G, Schlaak JF, Weinmann A, "
    "Wörns MA, Galle P, Yeo W, Mo F, Chan SL, Reeves H, Cox T, Johnson P. Role of the GALAD and "
    "BALAD-2 serologic models in diagnosis of hepatocellular carcinoma and prediction of "
    "survival in patients. Clin Gastroenterol Hepatol. 2016;14(6):875-886.",
    doi="10.1016/j.cgh.2015.12.042", url="https://pubmed.ncbi.nlm.nih.gov/26775025/")
MDCALC = Reference("MDCalc. GALAD Model for Hepatocellular Carcinoma (HCC).")

LOG10_E = 0.4342944819032518
INTERCEPT = -10.08


def galad(age, sex, afp_l3, afp, dcp):
    z = (INTERCEPT + 0.09 * age + 1.67 * where(sex == "male", 1.0, 0.0)
         + 2.34 * log(afp) * LOG10_E + 0.04 * afp_l3 + 1.33 * log(dcp) * LOG10_E)
    return {"value": z, "probability_percent": 100.0 * logistic(z)}


def interpret(value):
    p = 100.0 / (1.0 + 2.718281828459045 ** (-value))
    return f"GALAD score {value:.2f}: estimated probability of HCC {p:.1f}% in this patient " \
           f"with chronic liver disease"


CALCULATOR = Calculator(
    id="galad_model_hcc",
    name="GALAD Model for Hepatocellular Carcinoma (HCC)",
    aliases=["GALAD", "GALAD score", "GALAD model"],
    specialty="oncology",
    description="GALAD score Z = -10.08 + 0.09 x age + 1.67 x male + 2.34 x log10(AFP) + 0.04 x "
                "AFP-L3% + 1.33 x log10(DCP), and the probability of HCC 1/(1 + e^-Z), in "
                "chronic liver disease.",
    keywords=["hepatocellular carcinoma", "HCC", "surveillance", "AFP", "AFP-L3", "DCP", "PIVKA-II",
              "cirrhosis", "liver cancer", "probability of liver cancer from tumor markers",
              "HCC surveillance blood test score", "AFP AFP-L3 and DCP combined",
              "detect early liver cancer in cirrhosis", "serum biomarker liver cancer risk",
              "HCC probability in chronic liver disease"],
    features=[
        sex(labels=("Gender",)),
        age(),
        Quantity(name="afp_l3", description="AFP-L3: lens culinaris agglutinin-reactive "
                                            "fraction of AFP, % of total AFP",
                 unit="%", units=("%",), range=(0.0, 100.0),
                 labels=("Alpha fetoprotein L3 (AFP-L3)", "AFP-L3", "AFP-L3%")),
        Quantity(name="afp", description="Serum alpha-fetoprotein", unit="ng/mL",
                 units=("ng/mL", "µg/L"), range=(0.1, 1e7),
                 labels=("Alpha fetoprotein (AFP)", "Alpha-fetoprotein", "AFP")),
        Quantity(name="dcp", description="Des-gamma-carboxy prothrombin (DCP, PIVKA-II) in "
                                         "ng/mL (not mAU/mL)", unit="ng/mL",
                 units=("ng/mL", "µg/L"), range=(0.01, 1e7),
                 labels=("Des-carboxy-prothrombin (DCP)", "DCP", "PIVKA-II",
                         "Des-gamma-carboxy prothrombin")),
    ],
    versions=[Version("johnson_2014", dt.date(2014, 1, 1), JOHNSON_2014, galad,
                      notes="Z = -10.08 + 0.09 x age + 1.67 x sex (male 1, female 0) + 2.34 x "
                            "log10(AFP ng/mL) + 0.04 x AFP-L3 (%) + 1.33 x log10(DCP ng/mL); "
                            "probability = e^Z / (1 + e^Z).")],
    output=Output(kind="number", unit="points", decimals=2,
                  description="GALAD score Z; breakdown 'probability_percent'"),
    interpret=interpret,
    references=[JOHNSON_2014, BERHANE_2016, MDCALC],
    notes="Coefficients as published by Johnson 2014 (UK derivation, Japanese and German "
          "validation); MDCalc uses the same model and shows Z and the probability. DCP is in "
          "ng/mL as measured by the µTASWako assay used in the derivation; a DCP reported in "
          "mAU/mL (other assays) is not convertible and is refused. Berhane 2016 validated the "
          "model in further cohorts and reports the cut-off used for diagnosis; the score is a "
          "continuous probability, not a diagnosis.",
)
