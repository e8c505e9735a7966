"""T-MACS decision aid (Body et al., Emerg Med J 2017): probability of acute coronary syndrome
from a single arrival hs-cTnT and six clinical features."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version, criterion
from medcalc.core.common import systolic_bp
from medcalc.core.vector import exp

BODY_2017 = Reference(
    "Body R, Carlton E, Sperrin M, et al. Troponin-only Manchester Acute Coronary Syndromes "
    "(T-MACS) decision aid: single biomarker re-derivation and external validation in three "
    "cohorts. Emerg Med J. 2017;34(6):349-356 (PMID 27565197).")
BODY_2014 = Reference(
    "Body R, Carley S, McDowell G, et al. The Manchester Acute Coronary Syndromes (MACS) "
    "decision rule for suspected cardiac chest pain: derivation and external validation. "
    "Heart. 2014;100(18):1462-1468 (the original MACS rule, with H-FABP).",
    doi="10.1136/heartjnl-2014-305564")
MEDAL = Reference(
    "Medical Algorithms Company. Troponin-only Manchester Acute Coronary Syndromes (T-MACS) "
    "rule of Body et al.: the model's coefficients as tabulated from Body 2017.")

INTERCEPT = -4.766
TROPONIN_COEF = 0.089  # per ng/L hs-cTnT (Roche Elecsys)


def _item(name, label, coef, aliases, feature=None, **kw):
    return criterion(name, label, feature, points=coef, aliases=aliases, **kw)


ECG = _item("ecg_ischemia", "ECG ischaemia", 1.713,
            ("EKG ischemia", "ECG ischemia", "EKG ischemia (as determined by treating "
                                             "clinician)"))
ANGINA = _item("worsening_angina", "Worsening or crescendo angina", 0.847,
               ("Worsening or crescendo angina", "Crescendo angina"))
RADIATION = _item("pain_radiating_right_arm", "Pain radiating to the right arm or shoulder",
                  0.607, ("Pain radiating to right arm or shoulder",))
VOMITING = _item("vomiting", "Vomiting with the pain", 1.417,
                 ("Pain associated with vomiting", "Vomiting"))
SWEATING = _item("sweating_observed", "Sweating observed", 2.058,
                 ("Sweating observed", "Sweating observed (as observed by treating clinician)",
                  "Diaphoresis"))
HYPOTENSION = _item("hypotension", "Hypotension (SBP < 100 mmHg on arrival)", 1.208,
                    ("Hypotension", "Hypotension (sBP <100 mmHg on arrival to ED)",
                     "SBP <100 mmHg"), feature="systolic_bp", lt=100)
ITEMS = (ECG, ANGINA, RADIATION, VOMITING, SWEATING, HYPOTENSION)


def t_macs(ecg_ischemia, worsening_angina, pain_radiating_right_arm, vomiting,
           sweating_observed, hypotension, hs_troponin_t):
    x = (INTERCEPT + ecg_ischemia + worsening_angina + pain_radiating_right_arm + vomiting
         + sweating_observed + hypotension + TROPONIN_COEF * hs_troponin_t)
    return {"value": 100.0 * (1.0 / (1.0 + exp(-x))), "linear_predictor": x}


def interpret(p):
    if p < 2:
        return ("very low risk (< 2%): ACS ruled out; consider discharge from the emergency "
                "department")
    if p < 5:
        return "low risk (2 to < 5%): consider serial troponin testing before discharge"
    if p < 95:
        return "moderate risk (5 to < 95%): admit for further assessment"
    return "high risk (>= 95%): ACS ruled in; treat and refer to cardiology"


CALCULATOR = Calculator(
    id="troponin_only_macs",
    name="Troponin-only Manchester Acute Coronary Syndromes (T-MACS) Decision Aid",
    aliases=["Troponin-only Manchester Acute Coronary Syndromes (T-MACS) Decision Aid",
             "T-MACS", "TMACS", "Troponin-only MACS"],
    specialty="cardiology",
    description="Probability (%) of acute coronary syndrome from the arrival hs-cTnT and six "
                "clinical features, with very low / low / moderate / high risk groups.",
    keywords=["chest pain", "acute coronary syndrome", "troponin", "hs-cTnT", "rule out", "rule in",
              "emergency department", "MACS", "single troponin",
              "single troponin chest pain rule out", "ACS probability from one troponin",
              "rule out MI on arrival", "Manchester chest pain decision aid",
              "single blood test chest pain", "chest pain ACS probability"],
    features=[
        Boolean(name="ecg_ischemia", description="ECG ischaemia (as judged by the treating "
                                                 "clinician)"),
        Boolean(name="worsening_angina", description="Worsening or crescendo angina"),
        Boolean(name="pain_radiating_right_arm",
                description="Pain radiating to the right arm or shoulder"),
        Boolean(name="vomiting", description="Vomiting associated with the presenting "
                                             "symptoms"),
        Boolean(name="sweating_observed", description="Sweating observed by the treating "
                                                      "clinician"),
        systolic_bp(description="Systolic blood pressure on arrival (criterion: < 100 mmHg)"),
        Quantity(name="hs_troponin_t", unit="ng/L", units=("ng/L", "ng/mL", "pg/mL"),
                 range=(0.0, 100000.0),
                 labels=("hs-cTnT", "hs-cTnT concentration on arrival",
                         "High-sensitivity troponin T"),
                 description="High-sensitivity cardiac troponin T on arrival (Roche Elecsys "
                             "assay, ng/L; 99th centile 14 ng/L)"),
    ],
    items=list(ITEMS),
    versions=[Version("body_2017", dt.date(2017, 6, 1), BODY_2017, t_macs,
                      notes="p = 1/(1 + e^-x), x = -4.766 + 1.713 ECG ischaemia + 0.847 "
                            "worsening angina + 0.607 right arm/shoulder radiation + 1.417 "
                            "vomiting + 2.058 observed sweating + 1.208 SBP < 100 + 0.089 x "
                            "hs-cTnT (ng/L).")],
    output=Output(unit="%", decimals=1, range=(0.0, 100.0),
                  description="Probability of acute coronary syndrome, percent"),
    interpret=interpret,
    references=[BODY_2017, BODY_2014, MEDAL],
    notes="Logistic model of Body 2017 (T-MACS, hs-cTnT only): coefficients as tabulated from "
          "the paper by the Medical Algorithms Company (the paper's own table could not be "
          "read here). Another coefficient set (intercept -4.65, troponin 0.084) "
          "found on a third-party page belongs to a later re-evaluation with a different "
          "troponin assay and is not used. Risk groups: very low < 2% (rule out), low 2 to < 5%, "
          "moderate 5 to < 95%, high >= 95% (rule in). The troponin coefficient assumes the "
          "Roche Elecsys hs-cTnT assay in ng/L; other assays are outside the model. The "
          "hypotension item may be answered yes/no or from the systolic pressure (< 100 mmHg).",
)
