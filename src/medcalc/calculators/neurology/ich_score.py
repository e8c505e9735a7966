"""ICH score: 30-day mortality after spontaneous intracerebral haemorrhage (Hemphill et al.,
Stroke 2001)."""

import datetime as dt

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Count,
    Output,
    Quantity,
    Reference,
    Version,
    banded,
    criterion,
    points_total,
)
from medcalc.core.common import age

HEMPHILL_2001 = Reference(
    "Hemphill JC 3rd, Bonovich DC, Besmertis L, Manley GT, Johnston SC. The ICH score: a simple, "
    "reliable grading scale for intracerebral hemorrhage. Stroke. 2001;32(4):891-897.",
    doi="10.1161/01.STR.32.4.891", url="https://pubmed.ncbi.nlm.nih.gov/11283388/")
MDCALC = Reference("MDCalc. Intracerebral Hemorrhage (ICH) Score.")

GCS = banded(
    "gcs_points", "Glasgow Coma Scale score", "gcs",
    # GCS is an integer: 3-4 is written < 5 and 5-12 as 5 to < 13 so that the bands tile.
    (Band("3_4", "3-4", 2, lt=5, aliases=("GCS 3-4",)),
     Band("5_12", "5-12", 1, ge=5, lt=13, aliases=("GCS 5-12",)),
     Band("13_15", "13-15", 0, ge=13, aliases=("GCS 13-15",))),
    aliases=("GCS score", "Glasgow Coma Score", "GCS"))
VOLUME = criterion("volume", "ICH volume >= 30 cm3", "ich_volume", ge=30,
                   aliases=("ICH volume ≥30 mL", "ICH volume ≥30 cm³", "ICH volume >= 30 mL",
                            "ICH volume"))
IVH = criterion("ivh", "Intraventricular haemorrhage", "intraventricular_hemorrhage",
                aliases=("Intraventricular hemorrhage", "IVH", "Intraventricular hemorrhage (IVH)"))
INFRATENTORIAL = criterion("infratentorial", "Infratentorial origin", "infratentorial_origin",
                           aliases=("Infratentorial origin of hemorrhage",
                                    "Infratentorial origin of ICH", "Infratentorial"))
AGE = criterion("age_criterion", "Age >= 80 years", "age", ge=80,
                aliases=("Age ≥80", "Age ≥80 years", "Age >= 80"))
ITEMS = (GCS, VOLUME, IVH, INFRATENTORIAL, AGE)
ich = points_total(ITEMS)

# Hemphill 2001: 30-day mortality by ICH score (no patient scored 6; mortality expected 100%).
MORTALITY = {0: "0%", 1: "13%", 2: "26%", 3: "72%", 4: "97%", 5: "100%"}


def interpret(score):
    if score >= 6:
        return ("ICH score 6: no patient scored 6 in Hemphill 2001; 30-day mortality expected "
                "to be 100%")
    return f"ICH score {score}: 30-day mortality {MORTALITY[int(score)]} in Hemphill 2001"


CALCULATOR = Calculator(
    id="ich_score",
    name="Intracerebral Hemorrhage (ICH) Score",
    aliases=["ICH score", "Intracerebral Haemorrhage Score", "Hemphill ICH score"],
    specialty="neurology",
    description=("30-day mortality after spontaneous intracerebral haemorrhage from GCS, "
                 "haematoma volume, intraventricular extension, infratentorial origin and age "
                 "(0-6 points)."),
    keywords=["intracerebral hemorrhage", "ICH", "hemorrhagic stroke", "mortality", "prognosis",
              "neurocritical care", "mortality after brain bleed",
              "prognosis of intracerebral hemorrhage", "30 day death after hemorrhagic stroke",
              "how severe is the brain hemorrhage", "intracranial bleed outcome",
              "goals of care in brain hemorrhage"],
    features=[
        Count(name="gcs", description="Glasgow Coma Scale total at presentation (or after "
                                      "resuscitation)", labels=("Glasgow Coma Scale",),
              range=(3, 15)),
        Quantity(name="ich_volume", description="Haematoma volume on the initial CT (e.g. by "
                                                "ABC/2)", labels=("Hematoma volume",),
                 unit="mL", units=("mL", "cm3"), range=(0.0, 500.0)),
        Boolean(name="intraventricular_hemorrhage", description="Intraventricular extension of "
                                                                "the haemorrhage on CT",
                absent=False),
        Boolean(name="infratentorial_origin", description="Haemorrhage of infratentorial "
                                                          "origin (cerebellum or brainstem)",
                absent=False),
        age(description="Age (criterion: >= 80 years)"),
    ],
    items=list(ITEMS),
    versions=[Version("hemphill_2001", dt.date(2001, 4, 1), HEMPHILL_2001, ich,
                      notes="GCS 3-4 2 / 5-12 1 / 13-15 0; volume >= 30 cm3 1; IVH 1; "
                            "infratentorial 1; age >= 80 1.")],
    output=Output(kind="integer", unit="points", range=(0, 6)),
    interpret=interpret,
    references=[HEMPHILL_2001, MDCALC],
    notes=("Points and 30-day mortality by score as in Hemphill 2001 (0: 0%, 1: 13%, 2: 26%, 3: "
           "72%, 4: 97%, 5: 100%; no patient scored 6). GCS is the score at presentation or "
           "after resuscitation; volume from the initial CT (ABC/2 method in the source). Each "
           "item may be given as its measurement, its band ('5-12', '≥30') or yes/no. With "
           "missing='absent' an unmentioned yes/no item counts as absent; GCS is never "
           "imputed. Same points as MDCalc."),
)
