"""Clinical Pulmonary Infection Score (CPIS) for ventilator-associated pneumonia (Pugin et al.,
Am Rev Respir Dis 1991): six components scored 0-2 each (0-12)."""

import datetime as dt
import math

from medcalc.core import (
    Band,
    Boolean,
    Calculator,
    Category,
    Choice,
    Condition,
    Output,
    Reference,
    Version,
    banded,
    either,
    from_category,
)
from medcalc.core.common import temperature, white_blood_cell_count
from medcalc.core.vector import where
from medcalc.formulas.oxygenation import PAO2_FIO2_FROM_BLOOD_GAS, pao2_fio2_ratio_feature

PUGIN_1991 = Reference(
    "Pugin J, Auckenthaler R, Mili N, Janssens JP, Lew PD, Suter PM. Diagnosis of "
    "ventilator-associated pneumonia by bacteriologic analysis of bronchoscopic and "
    "nonbronchoscopic 'blind' bronchoalveolar lavage fluid. Am Rev Respir Dis. "
    "1991;143(5 Pt 1):1121-1129 (Table 1: clinical pulmonary infection score).",
    doi="10.1164/ajrccm/143.5_Pt_1.1121")

# -- the components of Pugin 1991 Table 1, declared as items ----------------------------------
# Labels are the table's; aliases are MDCalc's field and option wording as recorded in
# MedMCP-Calc (recorder's annotations left out) and common reproductions. A band's value is the
# component's points before the '+1' modifiers (band forms; ARDS zeroes oxygenation).

# Temperature: >= 36.5 and <= 38.4: 0; >= 38.5 and <= 38.9: 1; >= 39 or <= 36: 2. The table
# leaves 36.1-36.4 and 38.41-38.49 unscored: they score 0 (the 0 band runs from > 36 to < 38.5).
# The 2-point row is two bands (one range each); MDCalc's one option "≥39 or ≤36" names the
# >= 39 band (same points).
TEMPERATURE = banded("temperature", "Temperature, °C", bands=(
    Band("36.5_to_38.4", "36.5-38.4", 0, gt=36.0, lt=38.5,
         aliases=("≥36.5 and ≤38.4", ">=36.5 and <=38.4")),
    Band("38.5_to_38.9", "38.5-38.9", 1, ge=38.5, lt=39.0,
         aliases=("≥38.5 and ≤38.9", ">=38.5 and <=38.9")),
    Band("ge_39", "≥ 39", 2, ge=39.0, aliases=("≥39 or ≤36", ">=39 or <=36")),
    Band("le_36", "≤ 36", 2, le=36.0),
), aliases=("Temperature (°C)", "Temperature, degrees C"), absent="36.5_to_38.4")
# Blood leukocytes < 4,000 or > 11,000 /mm³ (< 4 or > 11 x 10^9/L): 1; band forms >= 50% add
# 1 to an abnormal count (compute). One yes/no question read from the count on either side.
LEUKOCYTES = either(
    "blood_leukocytes_abnormal", "Blood leukocytes < 4,000 or > 11,000/mm³",
    (Condition("white_blood_cell_count", lt=4.0), Condition("white_blood_cell_count", gt=11.0)),
    aliases=("Blood leukocytes, /mm³", "Blood leukocytes", "Leukocytes <4 or >11 x10^9/L"),
    yes_aliases=("<4 or >11", "<4,000 or >11,000", "<4000 or >11000", "<4", ">11"),
    no_aliases=("4-11", "≥4 and ≤11", ">=4 and <=11", "4,000-11,000", "4000-11000"))
SECRETIONS_CATEGORY = Category(
    name="tracheal_secretions", absent="scant",
    description="Tracheal secretions over 24 hours (0-2 points)",
    definition=("Pugin 1991 graded the amount as the sum of crosses (0 to 4+) recorded at each "
                "suctioning over the day"),
    choices=(
        Choice("scant", "< 14+ (absent or scant)", 0,
               aliases=("<14+", "< 14+", "none", "absent", "rare", "scant", "no secretions",
                        "<14+ secretions")),
        Choice("abundant", ">= 14+, not purulent", 1,
               aliases=(">=14+", "≥14+", ">= 14+", "non-purulent", "nonpurulent",
                        "abundant non-purulent", "≥14+ secretions",
                        "≥14+ without purulent secretions")),
        Choice("abundant_purulent", ">= 14+ and purulent", 2,
               aliases=(">=14+ purulent", "≥14+ plus purulent", "≥14+ purulent",
                        ">=14+ plus purulent", "purulent", "abundant purulent",
                        "abundant and purulent", "≥14+ plus purulent secretions")),
    ))
SECRETIONS = from_category(SECRETIONS_CATEGORY, "Tracheal secretions")
# Oxygenation: PaO2/FiO2 > 240 or ARDS: 0; <= 240 and no evidence of ARDS: 2. The item reads the
# ratio (given, or computed from PaO2 and FiO2); ARDS zeroes it in compute.
OXYGENATION = banded("oxygenation", "Oxygenation, PaO2/FiO2, mmHg", "pao2_fio2_ratio", bands=(
    Band("gt_240", "> 240", 0, gt=240.0, aliases=(">240 or ARDS",)),
    Band("le_240", "≤ 240", 2, le=240.0,
         aliases=("≤240 and no ARDS", "≤240 and no evidence of ARDS")),
), aliases=("Oxygenation, PaO2/FiO2 (mm Hg)", "Oxygenation, PaO₂/FiO₂ mm Hg",
            "Oxygenation, PaO₂/FiO₂ (mm Hg)", "Oxygenation, PaO2/FiO2 mm Hg"), absent="gt_240")
RADIOGRAPH_CATEGORY = Category(
    name="chest_radiograph", absent="no_infiltrate",
    description="Pulmonary infiltrate on chest radiograph (0-2 points)",
    choices=(
        Choice("no_infiltrate", "No infiltrate", 0,
               aliases=("none", "no infiltrates", "clear")),
        Choice("diffuse", "Diffuse or patchy infiltrate", 1,
               aliases=("patchy", "diffuse or patchy", "diffuse infiltrate",
                        "patchy infiltrate", "diffused")),
        Choice("localized", "Localized infiltrate", 2,
               aliases=("localised", "focal", "localized infiltrate",
                        "localised infiltrate", "lobar")),
    ))
RADIOGRAPH = from_category(RADIOGRAPH_CATEGORY, "Pulmonary radiography",
                           aliases=("Chest radiograph", "Chest X-ray", "Pulmonary radiograph"))
CULTURE_CATEGORY = Category(
    name="tracheal_aspirate_culture", absent="no_growth_or_light",
    description=("Semiquantitative culture of tracheal aspirate (0, 1+, 2+ or 3+) "
                 "(0-2 points)"),
    choices=(
        Choice("no_growth_or_light", "Pathogenic bacteria <= 1+ or no growth", 0,
               aliases=("no growth", "<=1+", "≤1+", "light", "rare",
                        "little or no growth", "negative",
                        "Pathogenic bacteria cultured ≤1+ or no growth",
                        "Pathogenic bacteria cultured ≤1 or no growth")),
        Choice("moderate_or_heavy", "Pathogenic bacteria > 1+", 1,
               aliases=(">1+", "> 1+", "moderate", "heavy", "moderate or heavy",
                        "Pathogenic bacteria cultured >1+")),
        Choice("moderate_or_heavy_gram_stain",
               "Pathogenic bacteria > 1+ and the same bacteria on Gram stain > 1+",
               2, aliases=(">1+ and gram stain", "> 1+ plus same on gram stain",
                           "same bacteria on gram stain",
                           "moderate or heavy with gram stain",
                           "Pathogenic bacteria cultured >1+ plus same pathogen on gram stain "
                           ">1+",
                           "Pathogenic bacteria cultured >1+ plus same pathogenic bacteria "
                           "seen on gram stain >1+")),
    ))
CULTURE = from_category(CULTURE_CATEGORY, "Culture of tracheal aspirate",
                        aliases=("Culture of tracheal aspirate specimen",))
ITEMS = (TEMPERATURE, LEUKOCYTES, SECRETIONS, OXYGENATION, RADIOGRAPH, CULTURE)


def _clean(x):
    return None if type(x) is float and x != x else x


def cpis(temperature, blood_leukocytes_abnormal, band_forms, tracheal_secretions, oxygenation,
         pao2_fio2_ratio, ards, chest_radiograph, tracheal_aspirate_culture):
    # Item arguments are their points; band_forms and ards are the yes/no modifiers, and
    # pao2_fio2_ratio the ratio (NaN when not available) for the breakdown.
    points = {
        "temperature": temperature,
        # < 4,000 or > 11,000: 1, + band forms >= 50%: +1 (only with an abnormal count).
        "blood_leukocytes": blood_leukocytes_abnormal * (1 + 1 * band_forms),
        "tracheal_secretions": tracheal_secretions,
        # > 240 or ARDS: 0; <= 240 and no ARDS: 2.
        "oxygenation": where(ards, 0, oxygenation),
        "chest_radiograph": chest_radiograph,
        "tracheal_aspirate_culture": tracheal_aspirate_culture,
    }
    return {"value": sum(points.values()), **points, "pao2_fio2_ratio": _clean(pao2_fio2_ratio)}


def interpret(score):
    if score > 6:
        return "CPIS > 6: consistent with ventilator-associated pneumonia (Pugin 1991)"
    return "CPIS <= 6: ventilator-associated pneumonia less likely (Pugin 1991 threshold > 6)"


CALCULATOR = Calculator(
    id="cpis",
    name="Clinical Pulmonary Infection Score (CPIS) for Ventilator-Associated Pneumonia (VAP)",
    aliases=["CPIS", "Clinical Pulmonary Infection Score", "Pugin score", "CPIS for VAP"],
    specialty="pulmonology",
    description=("Likelihood of ventilator-associated pneumonia from temperature, blood "
                 "leukocytes, tracheal secretions, oxygenation, chest radiograph and tracheal "
                 "aspirate culture (0-2 points each, 0-12; > 6 suggests pneumonia)."),
    keywords=["ventilator-associated pneumonia", "VAP", "nosocomial pneumonia", "intubated",
              "mechanical ventilation", "tracheal aspirate", "purulent secretions",
              "new infiltrate", "antibiotic discontinuation", "ICU infection",
              "ventilator pneumonia likelihood", "pneumonia in intubated patient",
              "when to stop antibiotics for VAP", "suspected VAP diagnosis",
              "hospital pneumonia on ventilator", "infection probability ventilated patient"],
    features=[
        temperature(description=("Body temperature (36.5-38.4 °C: 0; 38.5-38.9 °C: 1; >= 39 or "
                                 "<= 36 °C: 2)")),
        white_blood_cell_count(description=("Blood leukocyte count in 10^9/L (4-11 x 10^9/L, "
                                            "i.e. 4,000-11,000 /mm³: 0; < 4 or > 11: 1; plus "
                                            "band forms >= 50%: 2)")),
        Boolean(name="band_forms",
                description="Band forms >= 50% (adds 1 point to an abnormal leukocyte count)",
                definition=("immature (band) neutrophils making up 50% or more of the "
                            "leukocytes (Pugin 1991; often reproduced as bands >= 500/mm³)")),
        SECRETIONS_CATEGORY,
        pao2_fio2_ratio_feature(
            required=False, default=math.nan,
            description=("PaO2/FiO2 ratio in mmHg (FiO2 as a fraction); when not given it is "
                         "computed from pao2 and fio2 (> 240 or ARDS: 0; <= 240 without ARDS: "
                         "2)")),
        # pao2 and fio2: the sources of PAO2_FIO2_FROM_BLOOD_GAS, declared with it.
        Boolean(name="ards", description=("ARDS present (oxygenation then scores 0 whatever the "
                                          "PaO2/FiO2)"),
                definition=("acute respiratory distress syndrome diagnosed (bilateral "
                            "infiltrates, hypoxemia not explained by cardiac failure)")),
        RADIOGRAPH_CATEGORY,
        CULTURE_CATEGORY,
    ],
    items=list(ITEMS),
    derived=[PAO2_FIO2_FROM_BLOOD_GAS],
    versions=[Version("pugin_1991", dt.date(1991, 5, 1), PUGIN_1991, cpis,
                      notes=("Am Rev Respir Dis May 1991 issue (day not established). Six "
                             "components 0-2 each: temperature, blood leukocytes (+ bands), "
                             "tracheal secretions (+ purulence), PaO2/FiO2 (or ARDS), chest "
                             "radiograph, tracheal aspirate culture (+ Gram stain)."))],
    output=Output(kind="integer", unit="points", range=(0, 12)),
    interpret=interpret,
    references=[PUGIN_1991],
    notes=(
        "The white cell count is in 10^9/L, the unit a clinician means by a bare number (WBC 8 "
        "is 8 x 10^9/L); a bare 8000 is NA implausible with a hint to give it per µL. "
        "Points follow Pugin 1991 Table 1 (the original six-component CPIS, 0-12). Its '+1' "
        "items (band forms, purulence, same bacteria on Gram stain) are read as adding to the "
        "level below them (abnormal count, >= 14+ secretions, > 1+ culture), as in the usual "
        "reproductions. Temperature: the table leaves 36.1-36.4 °C unscored; here it scores 0 "
        "(2 points need <= 36.0 °C as written); 38.4-38.5 °C scores 0. The band criterion is "
        ">= 50% in Pugin 1991; many reproductions (MDCalc among them) write >= 500, and MDCalc's "
        "option '<4 or >11 plus band forms ≥500' is therefore not accepted as an answer here "
        "(give the count band and band_forms). The modified CPIS variants (Singh 2000 with "
        "radiographic progression; versions without culture or with Gram stain) are not "
        "implemented: their tables could not be established from their sources here. "
        "Declared as items: each component may be answered by its measurement(s) or by its "
        "band, by key, the table's label or MDCalc's wording (temperature '38.5-38.9' or "
        "'≥39 or ≤36'; leukocytes yes/no or '<4 or >11'; secretions '≥14+ plus purulent "
        "secretions'; oxygenation '≤ 240' / '> 240' or the ratio under 'Oxygenation, PaO2/FiO2 "
        "(mm Hg)'; 'Localized infiltrate'; 'Pathogenic bacteria cultured >1+'). MDCalc's "
        "temperature option '≥39 or ≤36' names the >= 39 band: given together with a "
        "temperature <= 36 it is reported as contradictory (NA implausible) although the points "
        "agree; likewise '>240 or ARDS' with a ratio <= 240. ARDS is a separate yes/no input "
        "and zeroes oxygenation. The PaO2/FiO2 ratio is given directly or computed from PaO2 and "
        "FiO2 (FiO2 a fraction; percentages need the unit '%'). Under missing='absent' an "
        "unmentioned component scores 0; oxygenation is unmentioned unless the ratio, or both "
        "PaO2 and FiO2, are given (an unmentioned FiO2 is no longer taken as room air: CPIS "
        "patients are ventilated)."),
)
