"""Emergency Department Assessment of Chest pain Score (EDACS; Than et al., Emerg Med
Australas 2014)."""

import datetime as dt

from medcalc.core import (Band, Boolean, Calculator, Output, Precondition, Reference, Version,
                          banded, criterion)
from medcalc.core.common import MALE, age, sex
from medcalc.core.vector import where

THAN_2014 = Reference(
    "Than M, Flaws D, Sanders S, et al. Development and validation of the Emergency Department "
    "Assessment of Chest pain Score and 2 h accelerated diagnostic protocol. Emerg Med "
    "Australas. 2014;26(1):34-44.", doi="10.1111/1742-6723.12164")
MDCALC = Reference("MDCalc. Emergency Department Assessment of Chest Pain Score (EDACS).", url="https://www.mdcalc.com/calc/1858/emergency-department-assessment-chest-pain-score-edacs")

AGE = banded("age", "Age", bands=(
    Band("lt_18", "< 18 (outside EDACS: not applicable)", 0, lt=18),
    Band("18_to_45", "18-45", 2, ge=18, lt=46), Band("46_to_50", "46-50", 4, ge=46, lt=51),
    Band("51_to_55", "51-55", 6, ge=51, lt=56), Band("56_to_60", "56-60", 8, ge=56, lt=61),
    Band("61_to_65", "61-65", 10, ge=61, lt=66), Band("66_to_70", "66-70", 12, ge=66, lt=71),
    Band("71_to_75", "71-75", 14, ge=71, lt=76), Band("76_to_80", "76-80", 16, ge=76, lt=81),
    Band("81_to_85", "81-85", 18, ge=81, lt=86), Band("ge_86", ">= 86", 20, ge=86,
                                                      aliases=("86+", ">86")),
), aliases=("Age, years",))
SEX = criterion("male", "Male sex", "sex", choices=(MALE,), points=6, absent=None,
                aliases=("Sex", "Male"), yes_aliases=("Male",), no_aliases=("Female",))
CAD = criterion("cad_or_risk_factors", "Known coronary artery disease or >= 3 risk factors "
                "(age 18-50 only)", points=4,
                aliases=("Known coronary artery disease or ≥3 risk factors",
                         "Known CAD or >=3 risk factors"))
DIAPHORESIS = criterion("diaphoresis", "Diaphoresis", points=3)
RADIATION = criterion("pain_radiates", "Pain radiates to arm, shoulder, neck or jaw", points=5,
                      aliases=("Radiates to arm or shoulder",
                               "Pain radiates to arm, shoulder, neck, or jaw"))
INSPIRATION = criterion("pain_with_inspiration", "Pain occurred or worsened with inspiration",
                        points=-4, aliases=("Pain occurs or worsens with inspiration",))
PALPATION = criterion("pain_reproduced_by_palpation", "Pain is reproduced by palpation",
                      points=-6, aliases=("Pain reproduced by palpation",))
ITEMS = (AGE, SEX, CAD, DIAPHORESIS, RADIATION, INSPIRATION, PALPATION)


def edacs(age, male, cad_or_risk_factors, diaphoresis, pain_radiates, pain_with_inspiration,
          pain_reproduced_by_palpation):
    cad = where(age <= 4, cad_or_risk_factors, 0)  # age points <= 4: age 18-50 (< 18 is NA)
    return {"value": age + male + cad + diaphoresis + pain_radiates + pain_with_inspiration
            + pain_reproduced_by_palpation,
            "age": age, "male": male, "cad_or_risk_factors": cad, "diaphoresis": diaphoresis,
            "pain_radiates": pain_radiates, "pain_with_inspiration": pain_with_inspiration,
            "pain_reproduced_by_palpation": pain_reproduced_by_palpation}


def interpret(score):
    if score < 16:
        return ("EDACS < 16: low risk if there is also no new ischaemia on the ECG and the 0 h "
                "and 2 h troponins are negative (EDACS-ADP): candidate for early discharge")
    return "EDACS >= 16: not low risk by EDACS-ADP; continue standard ACS assessment"


CALCULATOR = Calculator(
    id="emergency_department_assessment_chest_pain_edacs",
    name="Emergency Department Assessment of Chest Pain Score (EDACS)",
    aliases=["EDACS", "EDACS-ADP", "Emergency Department Assessment of Chest pain Score"],
    specialty="cardiology",
    description="Chest-pain score identifying ED patients at low risk of a major adverse cardiac "
                "event (with the 2-hour accelerated diagnostic protocol).",
    keywords=["chest pain", "acute coronary syndrome", "emergency department", "early discharge",
              "MACE", "accelerated diagnostic protocol", "low risk chest pain for early discharge",
              "two hour accelerated chest pain protocol", "safe to discharge chest pain from ED",
              "major adverse cardiac event in chest pain", "chest pain rule out with ADP",
              "emergency chest pain risk stratification"],
    features=[
        age(),
        sex(),
        Boolean(name="cad_or_risk_factors", description="Known coronary artery disease or >= 3 "
                "risk factors (counts only at age 18-50)",
                definition="known CAD (previous MI, angina, PCI/CABG) or at least three of: "
                           "diabetes, dyslipidaemia, family history of premature CAD, "
                           "hypertension, current smoking"),
        Boolean(name="diaphoresis", description="Diaphoresis (associated with the pain)"),
        Boolean(name="pain_radiates", description="Pain radiates to arm, shoulder, neck or jaw"),
        Boolean(name="pain_with_inspiration", description="Pain occurred or worsened with "
                "inspiration"),
        Boolean(name="pain_reproduced_by_palpation", description="Pain is reproduced by "
                "palpation"),
    ],
    items=list(ITEMS),
    versions=[Version("than_2014", dt.date(2014, 2, 1), THAN_2014, edacs,
                      notes="Age 18-45: 2, then +2 per 5-year band to >= 86: 20; male 6; age "
                            "18-50 with known CAD or >= 3 risk factors 4; diaphoresis 3; "
                            "radiation to arm/shoulder/neck/jaw 5; pain with inspiration -4; "
                            "reproduced by palpation -6. Low risk (ADP): EDACS < 16 with a "
                            "non-ischaemic ECG and negative 0 h and 2 h troponins.")],
    preconditions=[Precondition(lambda age: age >= 18, "EDACS is for adults (age >= 18)")],
    output=Output(kind="integer", unit="points", decimals=0, range=(-10, 34)),
    interpret=interpret,
    references=[THAN_2014, MDCALC],
    notes="Points as in Than 2014 and MDCalc. The CAD / risk-factor item counts only at age "
          "18-50 (age points <= 4); older patients score 0 for it whatever the answer. The "
          "score alone does not make a patient low risk: EDACS-ADP also needs a non-ischaemic "
          "ECG and negative troponins at 0 and 2 h (not inputs here). Integer ages; a "
          "fractional age falls in the band of its whole years (50.5 is in 46-50). Sex is "
          "never imputed.",
)
