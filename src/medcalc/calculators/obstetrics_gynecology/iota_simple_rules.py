"""IOTA Simple Rules for adnexal masses: benign (B) and malignant (M) ultrasound features
(Timmerman et al., Ultrasound Obstet Gynecol 2008; validation BMJ 2010)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.core.vector import where

TIMMERMAN_2008 = Reference(
    "Timmerman D, Testa AC, Bourne T, et al. Simple ultrasound-based rules for the diagnosis of "
    "ovarian cancer. Ultrasound Obstet Gynecol. 2008;31(6):681-690.", doi="10.1002/uog.5365")
TIMMERMAN_2010 = Reference(
    "Timmerman D, Ameye L, Fischerova D, et al. Simple ultrasound rules to distinguish between "
    "benign and malignant adnexal masses before surgery: prospective validation by IOTA group. "
    "BMJ. 2010;341:c6839.", doi="10.1136/bmj.c6839")
TIMMERMAN_2016 = Reference(
    "Timmerman D, Van Calster B, Testa A, et al. Predicting the risk of malignancy in adnexal "
    "masses based on the Simple Rules from the International Ovarian Tumor Analysis group. Am J "
    "Obstet Gynecol. 2016;214(4):424-437 (the Simple Rules risk model; not implemented here).",
    doi="10.1016/j.ajog.2016.01.007")
MDCALC = Reference("MDCalc. International Ovarian Tumor Analysis (IOTA) Simple Rules Risk "
                   "Assessment.")

B_FEATURES = (
    ("b1_unilocular", "B1: unilocular cyst", "B1 (unilocular cyst)"),
    ("b2_small_solid", "B2: solid components present, largest < 7 mm",
     "B2 (solid components present, but <7 mm)"),
    ("b3_acoustic_shadows", "B3: acoustic shadows", "B3 (acoustic shadows)"),
    ("b4_smooth_multilocular", "B4: smooth multilocular tumour, largest diameter < 100 mm",
     "B4 (smooth multilocular tumor with largest diameter <100 mm)"),
    ("b5_no_flow", "B5: no blood flow (colour score 1)", "B5 (no blood flow; color score 1)"),
)
M_FEATURES = (
    ("m1_irregular_solid", "M1: irregular solid tumour", "M1 (irregular solid tumor)"),
    ("m2_ascites", "M2: ascites", "M2 (ascites)"),
    ("m3_papillary", "M3: at least 4 papillary structures",
     "M3 (at least 4 papillary structures)"),
    ("m4_irregular_multilocular_solid",
     "M4: irregular multilocular-solid tumour, largest diameter >= 100 mm",
     "M4 (irregular multilocular solid tumor with largest diameter ≥100 mm)"),
    ("m5_very_strong_flow", "M5: very strong blood flow (colour score 4)",
     "M5 (very strong flow; color score 4)"),
)
B_NAMES = tuple(f[0] for f in B_FEATURES)
M_NAMES = tuple(f[0] for f in M_FEATURES)
BENIGN, MALIGNANT, INCONCLUSIVE = "benign", "malignant", "inconclusive"


def compute(**f):
    nb = sum(f[n] * 1 for n in B_NAMES)
    nm = sum(f[n] * 1 for n in M_NAMES)
    value = where((nb > 0) & (nm == 0), BENIGN,
                  where((nm > 0) & (nb == 0), MALIGNANT, INCONCLUSIVE))
    return {"value": value, "b_features": nb, "m_features": nm}


compute.__parameters__ = B_NAMES + M_NAMES


def interpret(value, breakdown):
    b = breakdown or {}
    counts = f"{b.get('b_features')} B and {b.get('m_features')} M features"
    if value == BENIGN:
        return f"benign ({counts}: only B features)"
    if value == MALIGNANT:
        return f"malignant ({counts}: only M features): refer to gynaecological oncology"
    return (f"inconclusive ({counts}: both or neither kind): the rules do not classify the "
            "mass; use another method (expert ultrasound, ADNEX, RMI)")


CALCULATOR = Calculator(
    id="iota_simple_rules",
    name="International Ovarian Tumor Analysis (IOTA) Simple Rules Risk Assessment",
    aliases=["IOTA Simple Rules", "IOTA", "IOTA simple rules risk assessment",
             "Simple Rules adnexal mass"],
    specialty="obstetrics_gynecology",
    description=("Classifies an adnexal mass on ultrasound as benign (only B features), "
                 "malignant (only M features) or inconclusive (both or none) by the IOTA Simple "
                 "Rules."),
    keywords=["adnexal mass", "ovarian cancer", "ovarian tumour", "ultrasound", "IOTA",
              "gynaecological oncology referral", "benign or malignant ovarian mass",
              "ovarian cyst cancer risk ultrasound", "adnexal mass characterization",
              "ovarian mass referral to oncology", "ultrasound features ovarian cancer",
              "pelvic mass malignancy rules"],
    features=[*(Boolean(name=n, description=d, labels=(lab,)) for n, d, lab in B_FEATURES),
              *(Boolean(name=n, description=d, labels=(lab,)) for n, d, lab in M_FEATURES),
              Boolean(name="oncology_center", required=False, default=False,
                      labels=("Ultrasound examination at oncology center",),
                      description="Ultrasound done at an oncology referral centre (used only by "
                                  "the 2016 risk model, not by the classification)")],
    versions=[Version("timmerman_2008", dt.date(2008, 6, 1), TIMMERMAN_2008, compute,
                      notes="Benign if one or more B features and no M feature; malignant if "
                            "one or more M features and no B feature; otherwise inconclusive.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[TIMMERMAN_2008, TIMMERMAN_2010, TIMMERMAN_2016, MDCALC],
    notes=("Implements the Simple Rules classification (Timmerman 2008, validated 2010). "
           "MDCalc reports instead the risk of malignancy from the 2016 Simple Rules risk model "
           "(Timmerman 2016: a logistic model of the ten features and the type of centre). The "
           "coefficients of that model were searched for (docs, pages and code corpora: "
           "'IOTA simple rules risk model coefficients', 'oncology centre') and not found, so "
           "the risk percentage is not computed; the oncology-centre input is accepted and "
           "ignored. Where MDCalc shows a very high risk with only M features, the "
           "classification here is 'malignant'."),
)
