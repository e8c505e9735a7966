"""Rockall score before endoscopy (clinical Rockall; Rockall et al., Gut 1996): age, shock and
comorbidity, 0-7."""

import datetime as dt

from medcalc.core import Calculator, Output, Version, from_category, points_total
from medcalc.core.common import age
from medcalc.formulas.rockall import AGE, COMORBIDITY, MDCALC, ROCKALL_1996, SHOCK

ITEMS = (AGE, from_category(SHOCK, "Shock"), from_category(COMORBIDITY, "Comorbidity"))
rockall = points_total(ITEMS)


def interpret(score):
    if score == 0:
        return "Pre-endoscopy Rockall 0: low risk (mortality about 0.2% in Rockall 1996)"
    return (f"Pre-endoscopy Rockall {score}: not low risk; complete the score after endoscopy "
            "(rockall_complete)")


CALCULATOR = Calculator(
    id="rockall_pre_endoscopy",
    name="Rockall Score for Upper GI Bleeding (Pre-Endoscopy)",
    aliases=["Clinical Rockall score", "Pre-endoscopy Rockall", "Initial Rockall score",
             "Rockall score (pre-endoscopy)"],
    specialty="gastroenterology_hepatology",
    description="Clinical (pre-endoscopy) Rockall score for upper GI bleeding (0-7): age, shock, "
                "comorbidity.",
    keywords=["upper GI bleeding", "UGIB", "mortality", "Rockall", "risk stratification",
              "GI bleed mortality before endoscopy", "initial upper GI bleed risk",
              "clinical bleed risk age shock comorbidity", "pre-endoscopy mortality prediction",
              "upper GI hemorrhage triage", "early GI bleed prognosis"],
    features=[age(), SHOCK, COMORBIDITY],
    items=list(ITEMS),
    versions=[Version("rockall_1996", dt.date(1996, 3, 1), ROCKALL_1996, rockall,
                      notes="Age < 60: 0, 60-79: 1, >= 80: 2; shock none 0, tachycardia 1, "
                            "hypotension 2; comorbidity none 0, cardiac/major 2, renal/liver "
                            "failure or disseminated malignancy 3.")],
    output=Output(kind="integer", unit="points", range=(0, 7)),
    interpret=interpret,
    references=[ROCKALL_1996, MDCALC],
    notes="Pre-endoscopy part of Rockall 1996 (Table 3): the first three components. A score "
          "of 0 is low risk; otherwise the complete score after endoscopy decides.",
)
