"""Seattle Heart Failure Model (Levy et al., Circulation 2006): predicted 1-, 2- and 5-year
survival in heart failure from a Cox linear predictor (clinical, laboratory, medication and
device terms) and an exponential baseline survival."""

import datetime as dt
import math

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    NAReason,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core import analytes
from medcalc.core.analytes import Analyte
from medcalc.core.common import age, sex, sodium, systolic_bp, weight
from medcalc.core.features import UNSET
from medcalc.core.vector import exp, maximum, minimum, where

LEVY_2006 = Reference(
    "Levy WC, Mozaffarian D, Linker DT, Sutradhar SC, Anker SD, Cropp AB, Anand I, Maggioni A, "
    "Burton P, Sullivan MD, Pitt B, Poole-Wilson PA, Mann DL, Packer M. The Seattle Heart "
    "Failure Model: prediction of survival in heart failure. Circulation. "
    "2006;113(11):1424-1433 (PMID 16534009).",
    doi="10.1161/CIRCULATIONAHA.105.584102", url="https://pubmed.ncbi.nlm.nih.gov/16534009/")
TRANSCRIPTIONS = Reference(
    "Secondary transcriptions used to establish the 2006 terms (checked against each other, "
    "not copied): medicalalgorithms.com 'Seattle Heart Failure Model' (every term as ln(HR)); "
    "MDCalc's formula as reproduced by clinideck.com (truncations at SBP 160, sodium 138, "
    "lymphocytes 47%, uric acid 3.4); an R research implementation of HF risk scores "
    "(shfm_score(), citing Levy 2006, with the survival step exp(-0.0405 t e^score)); an "
    "independent JavaScript implementation (same survival step).")

UW_SHFM = Reference("University of Washington Seattle Heart Failure Model online calculator "
                    "(depts.washington.edu/shfm), the authors' reference implementation "
                    "(2013 and 2017 updates add IV diuretics, inotropes, LVAD and newer "
                    "devices; not implemented here).")

URIC_ACID = Analyte("uric_acid", 168.11, note="1 mg/dL = 59.48 µmol/L")

LN = math.log
BASELINE_HAZARD = 0.0405  # per year: S(t) = exp(-0.0405 t)^exp(score)

NYHA = Category(
    name="nyha_class", description="NYHA functional class (I-IV)",
    labels=("NYHA class", "NYHA", "NYHA functional class"),
    choices=(Choice("i", "Class I", 1, aliases=("1", "I", "nyha i")),
             Choice("ii", "Class II", 2, aliases=("2", "II", "nyha ii")),
             Choice("iii", "Class III", 3, aliases=("3", "III", "nyha iii", "IIIA", "IIIB")),
             Choice("iv", "Class IV", 4, aliases=("4", "IV", "nyha iv"))))
DEVICE = Category(
    name="device", description="Implanted device: none, ICD, or biventricular ICD (CRT-D)",
    labels=("Device", "Devices", "ICD/CRT"),
    choices=(Choice("none", "None", 0, aliases=("no device", "no")),
             Choice("icd", "ICD", 1, aliases=("implantable cardioverter-defibrillator",
                                              "ICD only")),
             Choice("crt_d", "Biventricular ICD (CRT-D)", 2,
                    aliases=("CRT-D", "BiV ICD", "biventricular ICD",
                             "biventricular implantable cardioverter-defibrillator")),
             Choice("crt_p", "Biventricular pacemaker without defibrillator (CRT-P)", 3,
                    na=NAReason.NOT_APPLICABLE,
                    aliases=("CRT-P", "BiV pacemaker", "biventricular pacemaker"))))


def _boolean(name, description, labels=()):
    return Boolean(name=name, description=description, labels=labels)


def _therapy(name, description, labels=()):
    # Never imputed under missing="absent": an unmentioned therapy changes the estimate.
    return Boolean(name=name, description=description, labels=labels, absent=UNSET)


def shfm_2006(age, sex, nyha_class, ejection_fraction, ischemic_etiology, systolic_bp,
              diuretic_dose, weight, allopurinol, statin, sodium, cholesterol, hemoglobin,
              lymphocytes, uric_acid, ace_inhibitor, beta_blocker, arb, potassium_sparing,
              device):
    male = where(sex == "male", 1.0, 0.0)
    hb_low = maximum(16.0 - hemoglobin, 0.0)
    hb_high = maximum(hemoglobin - 16.0, 0.0)
    score = (age / 10.0 * LN(1.09) + male * LN(1.089) + nyha_class * LN(1.6)
             + 100.0 / ejection_fraction * LN(1.03) + ischemic_etiology * LN(1.354)
             + minimum(systolic_bp, 160.0) / 10.0 * LN(0.877)
             + diuretic_dose / weight * LN(1.178)
             + allopurinol * LN(1.571) + statin * LN(0.63)
             + (138.0 - minimum(sodium, 138.0)) * LN(1.05)
             + 100.0 / cholesterol * LN(2.206)
             + hb_low * LN(1.124) + hb_high * LN(1.336)
             + minimum(lymphocytes, 47.0) / 5.0 * LN(0.897)
             + maximum(uric_acid, 3.4) * LN(1.064)
             + ace_inhibitor * LN(0.77) + beta_blocker * LN(0.66) + arb * LN(0.85)
             + potassium_sparing * LN(0.74)
             + where(device == 1, LN(0.73), where(device == 2, LN(0.79), 0.0)))
    relative = exp(score)

    def survival(years):
        return 100.0 * exp(-BASELINE_HAZARD * years * relative)

    return {"value": survival(1.0), "survival_2_year": survival(2.0),
            "survival_5_year": survival(5.0), "shfm_score": score,
            "annual_mortality": 100.0 - survival(1.0)}


def interpret(value, breakdown):
    return (f"predicted survival {value:.1f}% at 1 year, "
            f"{breakdown['survival_2_year']:.1f}% at 2 years and "
            f"{breakdown['survival_5_year']:.1f}% at 5 years (SHFM score "
            f"{breakdown['shfm_score']:.3f})")


CALCULATOR = Calculator(
    id="seattle_heart_failure_model",
    name="Seattle Heart Failure Model",
    aliases=["Seattle Heart Failure Model", "SHFM", "Seattle HF model"],
    specialty="cardiology",
    description=("Predicted 1-, 2- and 5-year survival in heart failure from clinical, "
                 "laboratory, medication and device variables, with the modelled effect of "
                 "adding therapies."),
    keywords=["heart failure", "survival", "prognosis", "mortality", "ICD", "CRT",
              "medications"],
    features=[
        age(description="Age", labels=("Age", "Age, years")),
        sex(labels=("Sex", "Gender")),
        NYHA,
        Quantity(name="ejection_fraction", unit="%", units=("%",), range=(5.0, 95.0),
                 labels=("Ejection fraction", "EF", "LVEF", "Ejection fraction, %"),
                 description="Left ventricular ejection fraction"),
        _boolean("ischemic_etiology", "Ischaemic aetiology of heart failure",
                 ("Ischemic etiology", "Ischemic cardiomyopathy")),
        systolic_bp(labels=("Systolic BP", "SBP", "Systolic blood pressure")),
        Quantity(name="diuretic_dose", unit="mg/d", units=("mg/d", "mg/day"),
                 range=(0.0, 2000.0),
                 labels=("Diuretic dose", "Furosemide equivalent dose",
                         "Loop diuretic dose"),
                 description="Total daily diuretic dose in oral furosemide equivalents "
                             "(mg/day; 0 if none). MDCalc's equivalences: furosemide 1, "
                             "torsemide 2, bumetanide 26.7, metolazone 40, "
                             "hydrochlorothiazide 3.2 mg furosemide per mg"),
        weight(labels=("Weight", "Weight, kg")),
        _therapy("allopurinol", "Taking allopurinol", ("Allopurinol",)),
        _therapy("statin", "Taking a statin", ("Statin",)),
        sodium(labels=("Sodium", "Serum sodium")),
        Quantity(name="cholesterol", unit="mg/dL", units=("mg/dL", "mmol/L"),
                 analyte=analytes.CHOLESTEROL, range=(40.0, 1000.0),
                 labels=("Total cholesterol", "Cholesterol"),
                 description="Total cholesterol"),
        Quantity(name="hemoglobin", unit="g/dL", units=("g/dL", "g/L", "mmol/L"),
                 analyte=analytes.HEMOGLOBIN, range=(3.0, 25.0),
                 labels=("Hemoglobin", "Hgb", "Haemoglobin"),
                 description="Blood haemoglobin"),
        Quantity(name="lymphocytes", unit="%", units=("%",), range=(0.0, 100.0),
                 labels=("Lymphocytes", "% lymphocytes", "Lymphocytes, %"),
                 description="Lymphocytes, percent of the white-cell count"),
        Quantity(name="uric_acid", unit="mg/dL", units=("mg/dL", "µmol/L"),
                 analyte=URIC_ACID, range=(0.5, 30.0), labels=("Uric acid",),
                 description="Serum uric acid"),
        _therapy("ace_inhibitor", "Taking an ACE inhibitor", ("ACE inhibitor", "ACEi")),
        _therapy("beta_blocker", "Taking a beta blocker", ("Beta blocker", "Beta-blocker")),
        _therapy("arb", "Taking an angiotensin receptor blocker",
                 ("ARB", "Angiotensin receptor blocker")),
        _therapy("potassium_sparing", "Taking a potassium-sparing diuretic or aldosterone "
                 "antagonist (spironolactone, eplerenone)",
                 ("K-sparing diuretic", "Aldosterone blocker", "Aldosterone antagonist")),
        DEVICE,
    ],
    versions=[Version("levy_2006", dt.date(2006, 3, 21), LEVY_2006, shfm_2006,
                      notes="Levy 2006 model: score = sum of x * ln(HR); survival(t) = "
                            "exp(-0.0405 t)^exp(score).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0),
                  description="Predicted 1-year survival, percent (2- and 5-year survival "
                              "and the SHFM score in the breakdown)"),
    interpret=interpret,
    references=[LEVY_2006, TRANSCRIPTIONS, UW_SHFM],
    notes=(
        "Score (ln hazard ratio per unit; Levy 2006): age/10 x ln 1.09; male ln 1.089; NYHA "
        "class (1-4) x ln 1.6; 100/EF x ln 1.03; ischaemic aetiology ln 1.354; SBP/10 x ln "
        "0.877 (SBP truncated at 160 mmHg); diuretic dose in furosemide-equivalent mg/kg/day "
        "x ln 1.178; allopurinol ln 1.571; statin ln 0.63; (138 - sodium) x ln 1.05 (sodium "
        "truncated at 138); 100/total cholesterol (mg/dL) x ln 2.206; haemoglobin < 16 g/dL: "
        "(16 - Hb) x ln 1.124, >= 16: (Hb - 16) x ln 1.336; lymphocytes %/5 x ln 0.897 "
        "(truncated at 47%); uric acid (mg/dL) x ln 1.064 (floored at 3.4); ACE inhibitor ln "
        "0.77; beta blocker ln 0.66; ARB ln 0.85; potassium-sparing diuretic / aldosterone "
        "antagonist ln 0.74; ICD ln 0.73; biventricular ICD (CRT-D) ln 0.79. Survival at t "
        "years = exp(-0.0405 t)^exp(score); the value is 1-year survival, the breakdown has "
        "2- and 5-year survival (the source validated 1-3 years; 5 years is the same "
        "exponential baseline extrapolated, as MDCalc reports it). "
        "Provenance (fourth recovery pass, r7b, 2026-11-24): the Circulation 2006 tables were "
        "not readable here. The clinical terms agree across medicalalgorithms.com, MDCalc "
        "(clinideck reproduction) and several code implementations. The therapy terms "
        "agree between medicalalgorithms.com (printed as ln values: ACEi -0.26136 = ln 0.77, "
        "beta blocker -0.41552 = ln 0.66, ARB -0.16252 = ln 0.85, ICD -0.31471 = ln 0.73, "
        "biventricular ICD -0.23572 = ln 0.79; its K-sparing '-0.3111' is read as a dropped "
        "digit of ln 0.74 = -0.30111), an R research implementation and an independent "
        "JavaScript implementation; MDCalc's displayed formula omits the ACE-inhibitor "
        "coefficient. Implementations assigning ACEi 0.70/0.73 or CRT 0.58 mark those values "
        "as assumptions and were not used. The baseline survival exp(-0.0405 t)^exp(score) "
        "is given identically by the R research implementation (which states it follows "
        "Levy 2006) and the JavaScript implementation; other code (fixed baseline 0.73, "
        "exp(-exp(score - 11))) is unreferenced and was not used. Consistency check (rough, "
        "not a worked example): a typical PRAISE I patient (age 65, NYHA IIIB-IV, EF 21%, SBP "
        "116, furosemide 1.3 mg/kg, ACEi, no beta blocker) scores about 1.8, i.e. 1-year "
        "survival about 78% at the mean score, in line with the paper's mean predicted 73.4% "
        "in the derivation cohort (the mean over a spread of scores is lower). "
        "Not implemented: a biventricular pacemaker without defibrillator (CRT-P; the "
        "transcriptions disagree: absent, ln 1.00, ln 0.58) is not applicable (NA); the mean "
        "life expectancy of the UW calculator (not a plain exponential: the UW 2006 press "
        "release's gains per added therapy do not equal 1/HR) is not reported; the 2013/2017 "
        "UW updates (IV diuretics, inotropes, IABP/ventilator, LVAD) are not included. "
        "Medications are never imputed under missing='absent'. "
        "Truncations: MDCalc truncates SBP at 160, lymphocytes at 47%, sodium at 138 and "
        "floors uric acid at 3.4, as here; medicalalgorithms.com and the R implementation "
        "instead score SBP >= 160 (and lymphocytes >= 47%, uric acid <= 3.4) as 0, which "
        "makes the hazard jump 8-fold between SBP 159 and 160 and is read as a misreading of "
        "the truncation. Derived in PRAISE I (NYHA IIIB-IV, EF < 30%) and validated in five "
        "cohorts of ambulatory heart failure, mostly with reduced EF."),
)
