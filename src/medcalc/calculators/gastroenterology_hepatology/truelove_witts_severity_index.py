"""Truelove and Witts severity of ulcerative colitis (BMJ 1955): severe = >= 6 bloody stools a
day with systemic toxicity; mild = < 4 stools with no systemic toxicity; moderate in between."""

import datetime as dt

from medcalc.core import Band, Boolean, Calculator, Output, Quantity, Reference, Version, banded, criterion
from medcalc.core.common import heart_rate, hemoglobin, temperature
from medcalc.core.vector import where

TRUELOVE_1955 = Reference(
    "Truelove SC, Witts LJ. Cortisone in ulcerative colitis; final report on a therapeutic "
    "trial. Br Med J. 1955;2(4947):1041-1048.", doi="10.1136/bmj.2.4947.1041",
    url="https://pubmed.ncbi.nlm.nih.gov/13260656/")
ECCO_2017 = Reference(
    "Magro F, Gionchetti P, Eliakim R, et al. Third European evidence-based consensus on "
    "diagnosis and management of ulcerative colitis. Part 1. J Crohns Colitis. "
    "2017;11(6):649-670.", doi="10.1093/ecco-jcc/jjx008")
MDCALC = Reference("MDCalc. Truelove and Witts Severity Index for Ulcerative Colitis.")

STOOLS = banded(
    "bowel_movements", "Bowel movements per day", "stools_per_day",
    (Band("lt4", "< 4", 0, lt=4.0), Band("4_5", "4-5", 1, ge=4.0, lt=6.0),
     Band("ge6", ">= 6", 2, ge=6.0)),
    aliases=("Bowel movements per day", "Stools per day"))
BLOOD = criterion("visible_blood", "Visible blood in stool", "visible_blood",
                  aliases=("Blood in stool",), yes_aliases=("Visible blood", "Large amounts"),
                  no_aliases=("None", "Small amounts", "None or small amounts", "Intermittent"))
FEVER = criterion("pyrexia", "Pyrexia (temperature >= 37.8 °C)", "temperature", ge=37.8,
                  aliases=("Pyrexia (≥37.8 °C)", "Pyrexia", "Fever"))
PULSE = criterion("tachycardia", "Pulse > 90 bpm", "heart_rate", gt=90.0,
                  aliases=("Pulse >90 bpm", "Tachycardia"))
ANAEMIA = criterion("anaemia", "Anaemia (Hb <= 10.5 g/dL)", "hemoglobin", le=10.5,
                    aliases=("Anemia (Hb ≤10.5 g/dL)", "Anemia", "Anaemia"))
ESR = criterion("esr_gt_30", "ESR > 30 mm/h", "esr", gt=30.0,
                aliases=("ESR (mm/hr)", "ESR"))
ITEMS = (STOOLS, BLOOD, FEVER, PULSE, ANAEMIA, ESR)


def truelove_witts(bowel_movements, visible_blood, pyrexia, tachycardia, anaemia, esr_gt_30):
    systemic = pyrexia + tachycardia + anaemia + esr_gt_30
    severe = (bowel_movements == 2) & (visible_blood == 1) & (systemic >= 1)
    mild = (bowel_movements == 0) & (systemic == 0)
    return {"value": where(severe, "Severe", where(mild, "Mild", "Moderate")),
            "systemic_signs": systemic}


def interpret(value):
    if value == "Severe":
        return ("Severe (acute severe) ulcerative colitis: >= 6 bloody stools/day with systemic "
                "toxicity; admit for intravenous corticosteroids")
    if value == "Mild":
        return "Mild ulcerative colitis: < 4 stools/day and no systemic toxicity"
    return "Moderate ulcerative colitis: between mild and severe"


CALCULATOR = Calculator(
    id="truelove_witts_severity_index",
    name="Truelove and Witts Severity Index for Ulcerative Colitis",
    aliases=["Truelove and Witts", "Truelove-Witts criteria", "Truelove and Witts criteria",
             "Truelove Witts severity"],
    specialty="gastroenterology_hepatology",
    description="Mild / moderate / severe ulcerative colitis from stool frequency, visible "
                "blood, fever, pulse, haemoglobin and ESR.",
    keywords=["ulcerative colitis", "acute severe colitis", "IBD", "disease severity",
              "ulcerative colitis severity", "acute severe ulcerative colitis definition",
              "UC flare admission criteria", "mild moderate severe colitis",
              "systemic toxicity colitis", "UC hospitalization need"],
    features=[
        Quantity(name="stools_per_day", unit="1/d", units=("1/d",), range=(0.0, 60.0),
                 description="Bowel movements per day", labels=("Bowel movements per day",)),
        Boolean(name="visible_blood", description="Visible (more than small amounts of) blood "
                                                  "in the stool", labels=("Blood in stool",)),
        temperature(description="Temperature (criterion: >= 37.8 °C)",
                    labels=("Pyrexia (≥37.8 °C)",)),
        heart_rate(description="Pulse (criterion: > 90/min)", labels=("Pulse >90 bpm",)),
        hemoglobin(description="Haemoglobin (criterion: <= 10.5 g/dL)",
                   labels=("Anemia (Hb ≤10.5 g/dL)",)),
        Quantity(name="esr", unit="mm/h", units=("mm/h",), range=(0.0, 200.0),
                 description="Erythrocyte sedimentation rate (criterion: > 30 mm/h)",
                 labels=("ESR (mm/hr)",)),
    ],
    items=list(ITEMS),
    versions=[Version("truelove_witts_1955", dt.date(1955, 10, 29), TRUELOVE_1955,
                      truelove_witts,
                      notes="Severe: >= 6 stools/day with blood and >= 1 of temperature >= 37.8, "
                            "pulse > 90, Hb <= 10.5 g/dL, ESR > 30; mild: < 4 stools/day and "
                            "none of these; moderate otherwise.")],
    output=Output(kind="category", description="Mild, Moderate or Severe"),
    interpret=interpret,
    references=[TRUELOVE_1955, ECCO_2017, MDCALC],
    notes="Truelove and Witts described the classes in words (fever as a mean evening "
          "temperature > 37.5 °C or > 37.8 °C on 2 of 4 days, anaemia as Hb <= 75% of normal). "
          "Thresholds here are the modern operational ones MDCalc and ECCO use: temperature >= "
          "37.8 °C, pulse > 90/min, Hb <= 10.5 g/dL, ESR > 30 mm/h; severe needs >= 6 stools "
          "with visible blood and at least one systemic sign, mild needs < 4 stools and no "
          "systemic sign. 'Fulminant' (> 10 stools, continuous bleeding, transfusion) used by "
          "some later adaptations is not a Truelove-Witts class and is not returned.",
)
