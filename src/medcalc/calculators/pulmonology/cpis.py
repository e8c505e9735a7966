"""Clinical Pulmonary Infection Score (CPIS) for ventilator-associated pneumonia (Pugin et al.,
Am Rev Respir Dis 1991): six components scored 0-2 each (0-12)."""

import datetime as dt

from medcalc.core import (
    CRITERION_NOT_MET,
    Boolean,
    Calculator,
    Category,
    Choice,
    Output,
    Reference,
    Version,
)
from medcalc.core.common import fio2, pao2, temperature, white_blood_cell_count
from medcalc.core.vector import snap
from medcalc.formulas.oxygenation import pao2_fio2_ratio

PUGIN_1991 = Reference(
    "Pugin J, Auckenthaler R, Mili N, Janssens JP, Lew PD, Suter PM. Diagnosis of "
    "ventilator-associated pneumonia by bacteriologic analysis of bronchoscopic and "
    "nonbronchoscopic 'blind' bronchoalveolar lavage fluid. Am Rev Respir Dis. "
    "1991;143(5 Pt 1):1121-1129 (Table 1: clinical pulmonary infection score).",
    doi="10.1164/ajrccm/143.5_Pt_1.1121")


def _clean(x):
    return None if type(x) is float and x != x else x


def cpis(temperature, white_blood_cell_count, band_forms, tracheal_secretions, pao2, fio2, ards,
         chest_radiograph, tracheal_aspirate_culture):
    temperature, white_blood_cell_count = snap(temperature), snap(white_blood_cell_count)
    # Temperature: >= 36.5 and <= 38.4: 0; >= 38.5 and <= 38.9: 1; >= 39 or <= 36: 2.
    temperature_points = (1 * ((temperature >= 38.5) & (temperature < 39.0))
                          + 2 * ((temperature >= 39.0) | (temperature <= 36.0)))
    # Blood leukocytes: >= 4,000 and <= 11,000/mm³: 0; < 4,000 or > 11,000: 1; + band forms
    # >= 50%: +1. The count is in 10^9/L (4,000 /mm³ = 4 x 10^9/L).
    abnormal_count = (white_blood_cell_count < 4.0) | (white_blood_cell_count > 11.0)
    leukocyte_points = 1 * abnormal_count + 1 * (abnormal_count & band_forms)
    # Oxygenation: PaO2/FiO2 > 240 or ARDS: 0; <= 240 and no evidence of ARDS: 2.
    ratio = pao2_fio2_ratio(pao2, fio2)
    no_ards = ards == False  # noqa: E712 (elementwise on numpy arrays)
    oxygenation_points = 2 * ((snap(ratio) <= 240.0) & no_ards)
    points = {
        "temperature": temperature_points,
        "blood_leukocytes": leukocyte_points,
        "tracheal_secretions": tracheal_secretions,
        "oxygenation": oxygenation_points,
        "chest_radiograph": chest_radiograph,
        "tracheal_aspirate_culture": tracheal_aspirate_culture,
    }
    return {"value": sum(points.values()), **points, "pao2_fio2_ratio": _clean(ratio)}


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
              "new infiltrate", "antibiotic discontinuation", "ICU infection"],
    features=[
        temperature(absent=CRITERION_NOT_MET,
                    description=("Body temperature (36.5-38.4 °C: 0; 38.5-38.9 °C: 1; >= 39 or "
                                 "<= 36 °C: 2)")),
        white_blood_cell_count(absent=CRITERION_NOT_MET,
                               description=("Blood leukocyte count in 10^9/L (4-11 x 10^9/L, "
                                            "i.e. 4,000-11,000 /mm³: 0; < 4 or > 11: 1; plus "
                                            "band forms >= 50%: 2)")),
        Boolean(name="band_forms",
                description="Band forms >= 50% (adds 1 point to an abnormal leukocyte count)",
                definition=("immature (band) neutrophils making up 50% or more of the "
                            "leukocytes (Pugin 1991; often reproduced as bands >= 500/mm³)")),
        Category(name="tracheal_secretions", absent="scant",
                 description="Tracheal secretions over 24 hours (0-2 points)",
                 definition=("Pugin 1991 graded the amount as the sum of crosses (0 to 4+) "
                             "recorded at each suctioning over the day"),
                 choices=(
                     Choice("scant", "< 14+ (absent or scant)", 0,
                            aliases=("<14+", "< 14+", "none", "absent", "rare", "scant",
                                     "no secretions")),
                     Choice("abundant", ">= 14+, not purulent", 1,
                            aliases=(">=14+", "≥14+", ">= 14+", "non-purulent", "nonpurulent",
                                     "abundant non-purulent")),
                     Choice("abundant_purulent", ">= 14+ and purulent", 2,
                            aliases=(">=14+ purulent", "≥14+ plus purulent", "≥14+ purulent",
                                     ">=14+ plus purulent", "purulent", "abundant purulent",
                                     "abundant and purulent")),
                 )),
        pao2(absent=CRITERION_NOT_MET,
             description="Arterial partial pressure of oxygen (for PaO2/FiO2)"),
        fio2(absent=0.21,
             description=("Fraction of inspired oxygen as a fraction 0.21-1.0; a percentage "
                          "needs the unit '%' ([40, '%']). Not mentioned (missing='absent'): "
                          "room air, 0.21")),
        Boolean(name="ards", description=("ARDS present (oxygenation then scores 0 whatever the "
                                          "PaO2/FiO2)"),
                definition=("acute respiratory distress syndrome diagnosed (bilateral "
                            "infiltrates, hypoxemia not explained by cardiac failure)")),
        Category(name="chest_radiograph", absent="no_infiltrate",
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
                 )),
        Category(name="tracheal_aspirate_culture", absent="no_growth_or_light",
                 description=("Semiquantitative culture of tracheal aspirate (0, 1+, 2+ or 3+) "
                              "(0-2 points)"),
                 choices=(
                     Choice("no_growth_or_light", "Pathogenic bacteria <= 1+ or no growth", 0,
                            aliases=("no growth", "<=1+", "≤1+", "light", "rare",
                                     "little or no growth", "negative")),
                     Choice("moderate_or_heavy", "Pathogenic bacteria > 1+", 1,
                            aliases=(">1+", "> 1+", "moderate", "heavy", "moderate or heavy")),
                     Choice("moderate_or_heavy_gram_stain",
                            "Pathogenic bacteria > 1+ and the same bacteria on Gram stain > 1+",
                            2, aliases=(">1+ and gram stain", "> 1+ plus same on gram stain",
                                        "same bacteria on gram stain",
                                        "moderate or heavy with gram stain")),
                 )),
    ],
    versions=[Version("pugin_1991", dt.date(1991, 5, 1), PUGIN_1991, cpis,
                      notes=("Am Rev Respir Dis May 1991 issue (day not established). Six "
                             "components 0-2 each: temperature, blood leukocytes (+ bands), "
                             "tracheal secretions (+ purulence), PaO2/FiO2 (or ARDS), chest "
                             "radiograph, tracheal aspirate culture (+ Gram stain)."))],
    output=Output(kind="integer", unit="points"),
    interpret=interpret,
    references=[PUGIN_1991],
    notes=(
        "The white cell count is in 10^9/L, the unit a clinician means by a bare number (WBC 8 is 8 x 10^9/L); a bare 8000 is NA implausible with a hint to give it per µL. "
        "Points follow Pugin 1991 Table 1 (the original six-component CPIS, 0-12). Its '+1' "
        "items (band forms, purulence, same bacteria on Gram stain) are read as adding to the "
        "level below them (abnormal count, >= 14+ secretions, > 1+ culture), as in the usual "
        "reproductions. Temperature: the table leaves 36.1-36.4 °C unscored; here it scores 0 "
        "(2 points need <= 36.0 °C as written); 38.4-38.5 °C scores 0. The band criterion is "
        ">= 50% in Pugin 1991; many reproductions (MDCalc among them) write >= 500. The "
        "modified CPIS variants (Singh 2000 with radiographic progression; versions without "
        "culture or with Gram stain) are not implemented: their tables could not be "
        "established from their sources here. FiO2 is a fraction; percentages need the unit "
        "'%'. Under missing='absent' an unmentioned component scores 0 (FiO2 room air)."),
)
