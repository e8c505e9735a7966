"""Shapiro rule: who needs blood cultures in the emergency department (Shapiro et al., J Emerg
Med 2008)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Quantity, Reference, Version, criterion
from medcalc.core.common import age, creatinine, platelet_count, systolic_bp, temperature, white_blood_cell_count
from medcalc.core.vector import where

SHAPIRO_2008 = Reference(
    "Shapiro NI, Wolfe RE, Wright SB, Moore R, Bates DW. Who needs a blood culture? A "
    "prospectively derived and validated prediction rule. J Emerg Med. 2008;35(3):255-264.",
    doi="10.1016/j.jemermed.2008.04.001")
MDCALC = Reference("MDCalc. Shapiro Rule for Bacteremia.")

MAJOR = (
    criterion("suspected_endocarditis", "Suspected endocarditis"),
    criterion("temperature_major", "Temperature > 39.4 °C (103 °F)", "temperature", gt=39.4,
              aliases=("Temp >39.4°C (103°F)",)),
    criterion("indwelling_catheter", "Indwelling vascular catheter",
              aliases=("Indwelling vascular catheter",)),
)
MINOR = (
    criterion("temperature_minor", "Temperature 38.3-39.4 °C (101-103 °F)", "temperature",
              ge=38.3, le=39.4, aliases=("Temp 38.3-39.3°C (101-102.9°F)",)),
    criterion("age_over_65", "Age > 65 years", "age", gt=65, aliases=("Age >65 years",)),
    criterion("chills", "Chills"),
    criterion("vomiting", "Vomiting"),
    criterion("hypotension", "Hypotension (SBP < 90 mmHg)", "systolic_bp", lt=90,
              aliases=("Hypotension, SBP <90 mmHg",)),
    criterion("neutrophils", "Neutrophils > 80%", "neutrophil_percent", gt=80,
              aliases=("Neutrophilia >80%",)),
    criterion("leukocytosis", "White blood cells > 18 x 10^9/L", "white_blood_cell_count",
              gt=18, aliases=("WBC >18 k/uL",)),
    criterion("bands", "Bands > 5%", "band_percent", gt=5, aliases=("Bands >5%",)),
    criterion("thrombocytopenia", "Platelets < 150 x 10^9/L", "platelet_count", lt=150,
              aliases=("Platelets <150 k/uL",)),
    criterion("creatinine_over_2", "Creatinine > 2.0 mg/dL", "creatinine", gt=2.0,
              aliases=("Creatinine >2 mg/dL",)),
)
ITEMS = MAJOR + MINOR
MAJOR_NAMES = tuple(i.name for i in MAJOR)
MINOR_NAMES = tuple(i.name for i in MINOR)
INDICATED, NOT_INDICATED = "blood cultures indicated", "blood cultures not indicated"


def shapiro(**items):
    major = sum(items[n] for n in MAJOR_NAMES)
    minor = sum(items[n] for n in MINOR_NAMES)
    return {"value": where((major >= 1) | (minor >= 2), INDICATED, NOT_INDICATED),
            "major_criteria": major, "minor_criteria": minor, **items}


shapiro.__parameters__ = MAJOR_NAMES + MINOR_NAMES


def interpret(value, breakdown):
    counts = f"{breakdown['major_criteria']} major, {breakdown['minor_criteria']} minor"
    if value == INDICATED:
        return (f"{counts}: at least 1 major or 2 minor criteria; not low risk for bacteraemia, "
                "obtain blood cultures")
    return (f"{counts}: low risk for bacteraemia (under 1% in Shapiro 2008); blood cultures "
            "can be omitted")


def _lab(name, description, labels):
    return Quantity(name=name, unit="%", units=("%",), range=(0.0, 100.0),
                    description=description, labels=labels)


CALCULATOR = Calculator(
    id="shapiro_rule",
    name="Shapiro Rule",
    aliases=["Shapiro rule for bacteremia", "Shapiro decision rule for blood cultures",
             "Who needs a blood culture", "Shapiro菌血症规则"],
    specialty="infectious_disease",
    description=("Whether an emergency department patient with suspected infection needs blood "
                 "cultures: 3 major and 10 minor criteria; cultures if >= 1 major or >= 2 "
                 "minor."),
    keywords=["bacteremia", "blood culture", "sepsis", "emergency department", "fever", "infection",
              "who needs blood cultures", "likelihood of bacteremia in ED",
              "avoid unnecessary blood cultures", "suspected infection bacteremia prediction",
              "blood culture ordering decision", "true bloodstream infection risk"],
    features=[
        Boolean(name="suspected_endocarditis", description="Endocarditis suspected"),
        temperature(description="Highest temperature"),
        Boolean(name="indwelling_catheter", description="Indwelling vascular catheter"),
        age(),
        Boolean(name="chills", description="Chills (rigors)"),
        Boolean(name="vomiting", description="Vomiting"),
        systolic_bp(description="Systolic blood pressure"),
        _lab("neutrophil_percent", "Neutrophils, % of white cells", ("Neutrophils", "Neutrophil %")),
        white_blood_cell_count(description="White blood cell count"),
        _lab("band_percent", "Band forms, % of white cells", ("Bands", "Band %")),
        platelet_count(description="Platelet count"),
        creatinine(description="Serum creatinine"),
    ],
    items=list(ITEMS),
    versions=[Version("shapiro_2008", dt.date(2008, 10, 1), SHAPIRO_2008, shapiro,
                      notes="Major: suspected endocarditis, temperature > 39.4 °C, indwelling "
                            "vascular catheter. Minor: temperature 38.3-39.3 °C, age > 65, "
                            "chills, vomiting, SBP < 90, neutrophils > 80%, WBC > 18, bands > "
                            "5%, platelets < 150, creatinine > 2.0 mg/dL. Cultures if >= 1 "
                            "major or >= 2 minor.")],
    output=Output(kind="category", description="'blood cultures indicated' or 'blood cultures "
                                               "not indicated'"),
    interpret=interpret,
    references=[SHAPIRO_2008, MDCALC],
    notes=("The source prints the minor temperature band as 38.3-39.3 °C (101-102.9 °F) and "
           "the major one as > 39.4 °C; a measured temperature between 39.3 and 39.4 °C is "
           "counted here as minor (the band is read as 38.3 to 39.4 °C inclusive) so that no "
           "value falls between the bands. Low-risk patients had a bacteraemia rate under 1% "
           "in the derivation and validation cohorts. Unanswered criteria count as absent "
           "under missing='absent'."),
)
