"""Licurse score: risk of hydronephrosis on renal ultrasound in hospitalised adults with acute
kidney injury (Licurse et al., Arch Intern Med 2010)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

LICURSE_2010 = Reference(
    "Licurse A, Kim MC, Dziura J, Forman HP, Formica RN, Makarov DV, Parikh CR, Gross CP. Renal "
    "ultrasonography in the evaluation of acute kidney injury: developing a risk "
    "stratification framework. Arch Intern Med. 2010;170(21):1900-1907.",
    doi="10.1001/archinternmed.2010.419", url="https://pubmed.ncbi.nlm.nih.gov/21098348/")
IP_2016 = Reference(
    "Ip IK, Silveira PC, Alper EC, Benson CB, Khorasani R. External validation of risk "
    "stratification strategy in the use of renal ultrasonography in the evaluation of acute "
    "kidney injury. J Hosp Med. 2016;11(11):763-767.", doi="10.1002/jhm.2618")
MDCALC = Reference("MDCalc. Licurse Score for Renal Ultrasound.",
                   url="https://www.mdcalc.com/calc/10063/licurse-score-renal-ultrasound")

# Six one-point factors (three score when a prerenal/intrinsic clue is absent); a history of
# hydronephrosis places the patient in the high-risk group by itself and is not counted.
ITEMS = (
    criterion("non_black_race", "Non-black race", aliases=("Race",),
              yes_aliases=("Non-black", "Nonblack"), no_aliases=("Black",)),
    criterion("recurrent_uti", "History of recurrent urinary tract infections",
              aliases=("History of recurrent UTIs",)),
    criterion("possible_obstruction", "Diagnosis consistent with possible obstruction"),
    criterion("chf", "History of congestive heart failure (no = 1 point)", "chf", points=0, no_points=1,
              aliases=("History of congestive heart failure",), absent=None),
    criterion("prerenal", "Sepsis, prerenal AKI, pressors or hypotension (no = 1 point)",
              "prerenal",
              points=0, no_points=1, absent=None,
              aliases=("History of sepsis or prerenal acute kidney injury, use of pressors, or "
                       "hypotension",)),
    criterion("nephrotoxins", "Nephrotoxic medication before the AKI (no = 1 point)",
              "nephrotoxins",
              points=0, no_points=1, absent=None,
              aliases=("Exposure to nephrotoxic medications prior to acute kidney injury",)),
)
NAMES = tuple(item.name for item in ITEMS)


def licurse(prior_hydronephrosis, non_black_race, recurrent_uti, possible_obstruction, chf,
            prerenal, nephrotoxins):
    points = {"non_black_race": non_black_race, "recurrent_uti": recurrent_uti,
              "possible_obstruction": possible_obstruction, "chf": chf,
              "prerenal": prerenal, "nephrotoxins": nephrotoxins}
    total = sum(points.values())
    group = where(prior_hydronephrosis | (total >= 4), "high",
                  where(total == 3, "medium", "low"))
    return {"value": total, "risk_group": group, **points}


_GROUPS = {
    "low": ("low risk (Licurse <= 2 points): hydronephrosis on ultrasound 4.0%, needing "
            "urological intervention 1.1%; consider deferring renal ultrasound"),
    "medium": ("medium risk (Licurse 3 points): hydronephrosis 6.8%, needing intervention 0.5%; "
               "weigh imaging against other clinical clues"),
    "high": ("high risk (Licurse >= 4 points or prior hydronephrosis): hydronephrosis 20.9%, "
             "needing stent or nephrostomy 4.9%; obtain renal ultrasound"),
}


def interpret(value, breakdown):
    return _GROUPS[breakdown["risk_group"]]


CALCULATOR = Calculator(
    id="licurse_score",
    name="Licurse Score for Renal Ultrasound",
    aliases=["Licurse score", "Licurse risk stratification", "renal ultrasound in AKI score",
             "hydronephrosis risk in AKI", "Licurse肾脏超声评分"],
    specialty="nephrology_urology",
    description=("Risk of hydronephrosis (and of hydronephrosis needing urological "
                 "intervention) on renal ultrasound in hospitalised adults with acute kidney "
                 "injury: six one-point factors (0-6) plus prior hydronephrosis as a high-risk "
                 "override."),
    keywords=["acute kidney injury", "AKI", "renal ultrasound", "hydronephrosis", "obstruction",
              "imaging", "urinary tract obstruction", "does this AKI need a renal ultrasound",
              "likelihood of urinary obstruction in AKI", "who needs kidney imaging in AKI",
              "chance of hydronephrosis on ultrasound", "avoid unnecessary renal ultrasound",
              "obstructive cause of kidney injury"],
    features=[
        Boolean(name="prior_hydronephrosis", description="History of hydronephrosis",
                labels=("History of hydronephrosis", "history_of_hydronephrosis")),
        Boolean(name="non_black_race", description="Race other than Black"),
        Boolean(name="recurrent_uti", description="History of recurrent urinary tract "
                                                  "infections"),
        Boolean(name="possible_obstruction",
                description="Admission diagnosis consistent with possible obstruction (e.g. "
                            "BPH, abdominal or pelvic cancer, neurogenic bladder, single "
                            "kidney, nephrolithiasis)"),
        Boolean(name="chf", description="History of congestive heart failure"),
        Boolean(name="prerenal", description="Sepsis, prerenal AKI, vasopressor use or "
                                             "hypotension"),
        Boolean(name="nephrotoxins", description="Exposure to nephrotoxic medication before "
                                                 "the AKI"),
    ],
    items=list(ITEMS),
    versions=[Version("licurse_2010", dt.date(2010, 11, 22), LICURSE_2010, licurse,
                      notes="1 point each: non-black race, recurrent UTI, diagnosis consistent "
                            "with obstruction, no CHF, no sepsis/prerenal/pressors/hypotension, "
                            "no nephrotoxic exposure; <= 2 low, 3 medium, >= 4 or prior "
                            "hydronephrosis high.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[LICURSE_2010, IP_2016, MDCALC],
    notes=("The value is the sum of the six one-point factors; a history of hydronephrosis "
           "puts the patient in the high-risk group whatever the points (breakdown "
           "'risk_group'), as in Licurse 2010 and on MDCalc. Risk figures are the derivation "
           "cohort's (hydronephrosis 4.0% / 6.8% / 20.9%; needing intervention 1.1% / 0.5% / "
           "4.9% for low / medium / high). The three 'absence' factors are answered by the "
           "presence of CHF, prerenal state and nephrotoxins (no -> 1 point) and are never "
           "imputed under missing='absent'."),
)
