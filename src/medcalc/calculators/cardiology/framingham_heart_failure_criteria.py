"""Framingham criteria for congestive heart failure (McKee et al., N Engl J Med 1971)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

MCKEE_1971 = Reference(
    "McKee PA, Castelli WP, McNamara PM, Kannel WB. The natural history of congestive heart "
    "failure: the Framingham study. N Engl J Med. 1971;285(26):1441-1446.",
    doi="10.1056/NEJM197112232852601")
MDCALC = Reference("MDCalc. Framingham Heart Failure Diagnostic Criteria.")

# (name, label as in McKee 1971, definition)
MAJOR = (
    ("paroxysmal_nocturnal_dyspnea", "Paroxysmal nocturnal dyspnea or orthopnea", ""),
    ("neck_vein_distension", "Neck vein distension", ""),
    ("rales", "Rales", ""),
    ("cardiomegaly", "Cardiomegaly (radiographic)", ""),
    ("acute_pulmonary_edema", "Acute pulmonary edema", ""),
    ("s3_gallop", "S3 gallop", ""),
    ("increased_venous_pressure", "Increased venous pressure > 16 cm of water", ""),
    ("circulation_time", "Circulation time >= 25 seconds", ""),
    ("hepatojugular_reflux", "Hepatojugular reflux", ""),
    ("weight_loss_on_treatment", "Weight loss >= 4.5 kg in 5 days in response to treatment",
     "counted as a major criterion (McKee 1971 lists it as 'major or minor')"),
)
MINOR = (
    ("ankle_edema", "Ankle edema", ""),
    ("night_cough", "Night cough", ""),
    ("dyspnea_on_exertion", "Dyspnea on ordinary exertion", ""),
    ("hepatomegaly", "Hepatomegaly", ""),
    ("pleural_effusion", "Pleural effusion", ""),
    ("vital_capacity_decrease", "Vital capacity decreased by one third from maximum", ""),
    ("tachycardia", "Tachycardia (rate >= 120/min)", ""),
)
MINOR_DEFINITION = ("counts only when it cannot be attributed to another medical condition "
                    "(pulmonary hypertension, chronic lung disease, cirrhosis, ascites, nephrotic "
                    "syndrome)")
ITEMS = (tuple(criterion(n, label) for n, label, _ in MAJOR)
         + tuple(criterion(n, label) for n, label, _ in MINOR))
MAJOR_NAMES = tuple(n for n, _, _ in MAJOR)
MINOR_NAMES = tuple(n for n, _, _ in MINOR)
MET, NOT_MET = "heart failure criteria met", "criteria not met"


def framingham_hf(**answers):
    major = sum(answers[n] for n in MAJOR_NAMES)
    minor = sum(answers[n] for n in MINOR_NAMES)
    met = (major >= 2) | ((major >= 1) & (minor >= 2))
    return {"value": where(met, MET, NOT_MET), "major_criteria": major, "minor_criteria": minor}


framingham_hf.__parameters__ = MAJOR_NAMES + MINOR_NAMES


def interpret(value, breakdown):
    counts = (f" ({breakdown['major_criteria']} major, {breakdown['minor_criteria']} minor)"
              if breakdown else "")
    if value == MET:
        return "congestive heart failure by the Framingham criteria" + counts
    return ("Framingham criteria for heart failure not met (need 2 major, or 1 major and 2 "
            "minor)" + counts)


CALCULATOR = Calculator(
    id="framingham_heart_failure_criteria",
    name="Framingham Heart Failure Diagnostic Criteria",
    aliases=["Framingham criteria for heart failure", "Framingham HF criteria",
             "Framingham Heart Failure Criteria"],
    specialty="cardiology",
    description="Clinical diagnosis of congestive heart failure: 2 major criteria, or 1 major "
                "and 2 minor criteria (Framingham study).",
    keywords=["heart failure", "congestive heart failure", "diagnosis", "Framingham",
              "does this patient have heart failure",
              "clinical diagnosis of congestive heart failure",
              "major and minor signs of heart failure", "bedside heart failure diagnosis",
              "paroxysmal nocturnal dyspnea and JVD", "heart failure diagnosis without imaging",
              "clinical criteria for CHF"],
    features=([Boolean(name=n, description=f"Major criterion: {label}",
                       **({"definition": d} if d else {})) for n, label, d in MAJOR]
              + [Boolean(name=n, description=f"Minor criterion: {label}",
                         definition=MINOR_DEFINITION) for n, label, _ in MINOR]),
    items=list(ITEMS),
    versions=[Version("mckee_1971", dt.date(1971, 12, 23), MCKEE_1971, framingham_hf,
                      notes="Definite CHF: 2 major, or 1 major + 2 minor criteria.")],
    output=Output(kind="category"),
    interpret=interpret,
    references=[MCKEE_1971, MDCALC],
    notes="Criteria as in McKee 1971. Weight loss >= 4.5 kg in 5 days on treatment is 'major or "
          "minor' in the source; it is counted as major here (as MDCalc lists it). Minor "
          "criteria count only when not explained by another condition: the caller decides "
          "that when answering. The breakdown gives the numbers of major and minor criteria.",
)
