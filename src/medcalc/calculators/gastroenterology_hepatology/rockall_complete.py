"""Complete Rockall score (Rockall et al., Gut 1996): age, shock, comorbidity, endoscopic
diagnosis and stigmata of recent haemorrhage, 0-11."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Version, from_category, points_total
from medcalc.core.common import age
from medcalc.formulas.rockall import AGE, COMORBIDITY, MDCALC, ROCKALL_1996, SHOCK

DIAGNOSIS = Category(
    name="diagnosis", labels=("Diagnosis",), description="Endoscopic diagnosis",
    choices=(
        Choice("mallory_weiss_or_none", "Mallory-Weiss tear, or no lesion and no stigmata", 0,
               aliases=("Mallory-Weiss tear", "no lesion identified", "no lesion and no SRH")),
        Choice("other", "All other diagnoses", 1, aliases=("All other diagnoses", "other")),
        Choice("malignancy", "Malignancy of the upper GI tract", 2,
               aliases=("Malignancy of upper GI tract", "upper GI malignancy", "malignancy")),
    ))
STIGMATA = Category(
    name="stigmata", labels=("Major stigmata of recent hemorrhage", "Stigmata of recent haemorrhage"),
    description="Major stigmata of recent haemorrhage at endoscopy",
    choices=(
        Choice("none", "None, or dark spot only", 0, aliases=("None", "dark spot", "None or dark spot only")),
        Choice("major", "Blood in upper GI tract, adherent clot, visible or spurting vessel", 2,
               aliases=("Blood in upper GI tract, adherent clot, visible or spurting vessel",
                        "blood in upper GI tract", "adherent clot", "visible vessel",
                        "spurting vessel")),
    ))
ITEMS = (AGE, from_category(SHOCK, "Shock"), from_category(COMORBIDITY, "Comorbidity"),
         from_category(DIAGNOSIS, "Diagnosis"),
         from_category(STIGMATA, "Major stigmata of recent haemorrhage"))
rockall = points_total(ITEMS)


def interpret(score):
    if score <= 2:
        return (f"Complete Rockall {score}: low risk (<= 2; rebleeding about 4-5% and mortality "
                "0-0.2% in Rockall 1996), candidate for early discharge")
    if score <= 7:
        return f"Complete Rockall {score}: intermediate risk (3-7)"
    return f"Complete Rockall {score}: high risk (>= 8; mortality about 41% in Rockall 1996)"


CALCULATOR = Calculator(
    id="rockall_complete",
    name="Rockall Score for Upper GI Bleeding (Complete)",
    aliases=["Rockall Score (upper GI bleeding)", "Rockall score", "Complete Rockall score",
             "Full Rockall score", "Post-endoscopy Rockall"],
    specialty="gastroenterology_hepatology",
    description="Complete Rockall score for upper GI bleeding (0-11): age, shock, comorbidity, "
                "endoscopic diagnosis and stigmata of recent haemorrhage.",
    keywords=["upper GI bleeding", "UGIB", "mortality", "rebleeding", "Rockall", "endoscopy",
              "mortality after GI bleed endoscopy", "rebleeding risk after endoscopy",
              "post-endoscopy bleed risk", "upper GI bleed death risk",
              "GI bleed prognosis with endoscopic findings", "ulcer bleed rebleeding and death"],
    features=[age(), SHOCK, COMORBIDITY, DIAGNOSIS, STIGMATA],
    items=list(ITEMS),
    versions=[Version("rockall_1996", dt.date(1996, 3, 1), ROCKALL_1996, rockall,
                      notes="Clinical components plus diagnosis (Mallory-Weiss/no lesion 0, "
                            "other 1, upper GI malignancy 2) and stigmata (none/dark spot 0, "
                            "blood, adherent clot, visible or spurting vessel 2).")],
    output=Output(kind="integer", unit="points", range=(0, 11)),
    interpret=interpret,
    references=[ROCKALL_1996, MDCALC],
    notes="Components from Rockall 1996 (Table 3). Risk groups: <= 2 low (the group Rockall "
          "identified for early discharge), >= 8 high (mortality 41%); the 3-7 middle group's "
          "mortality rises with each point and is not quoted here.",
)
