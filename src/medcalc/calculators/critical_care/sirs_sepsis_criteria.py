"""SIRS criteria (ACCP/SCCM Consensus Conference, Bone et al., Chest 1992): the number of the four
systemic inflammatory response criteria met."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Condition,
    Output,
    Quantity,
    Reference,
    Version,
    criterion,
    either,
)
from medcalc.core.common import (
    heart_rate,
    respiratory_rate,
    temperature,
    white_blood_cell_count,
)

BONE_1992 = Reference(
    "Bone RC, Balk RA, Cerra FB, Dellinger RP, Fein AM, Knaus WA, Schein RM, Sibbald WJ. "
    "Definitions for sepsis and organ failure and guidelines for the use of innovative therapies "
    "in sepsis. The ACCP/SCCM Consensus Conference Committee. American College of Chest "
    "Physicians/Society of Critical Care Medicine. Chest. 1992;101(6):1644-1655.",
    doi="10.1378/chest.101.6.1644", url="https://pubmed.ncbi.nlm.nih.gov/1303622/")
SINGER_2016 = Reference(
    "Singer M, Deutschman CS, Seymour CW, et al. The Third International Consensus Definitions "
    "for Sepsis and Septic Shock (Sepsis-3). JAMA. 2016;315(8):801-810 (replaces the "
    "SIRS-based definitions of sepsis).", doi="10.1001/jama.2016.0287")

# The four criteria of Bone 1992, one point each, as yes/no items. Labels are the consensus
# wording; aliases are MDCalc's field labels ("SIRS, Sepsis, and Septic Shock Criteria" form)
# and the inequalities a caller may answer with. All thresholds are strict. The white cell
# count is in 10^9/L: 12,000 and 4,000 /mm³ are 12 and 4 x 10^9/L.
TEMPERATURE = either(
    "temperature", "Temperature > 38 °C or < 36 °C",
    (Condition("temperature", gt=38.0), Condition("temperature", lt=36.0)),
    aliases=("Temp >38°C (100.4°F) or <36°C (96.8°F)", "Temperature >38°C or <36°C",
             "Temp >38°C or <36°C"),
    yes_aliases=(">38 or <36", ">38°C or <36°C", ">38", "<36", "fever or hypothermia"),
    no_aliases=("36-38", "36-38°C", "between 36 and 38"))
HEART_RATE = criterion(
    "heart_rate", "Heart rate > 90 beats/min", gt=90.0,
    aliases=("Heart rate >90", "Heart rate > 90", "HR >90"))
RESPIRATORY = either(
    "respiratory_rate_or_paco2", "Respiratory rate > 20 breaths/min or PaCO2 < 32 mmHg",
    (Condition("respiratory_rate", gt=20.0), Condition("paco2", lt=32.0)),
    aliases=("Respiratory rate >20 or PaCO₂ <32 mm Hg", "Respiratory rate >20 or PaCO2 <32 mm Hg",
             "RR >20 or PaCO2 <32"),
    yes_aliases=(">20 or <32",))
WHITE_CELLS = either(
    "white_blood_cell_count_or_bands",
    "White cell count > 12,000/mm³ or < 4,000/mm³, or > 10% immature (band) forms",
    (Condition("white_blood_cell_count", gt=12.0), Condition("white_blood_cell_count", lt=4.0),
     Condition("band_forms", gt=10.0)),
    aliases=("WBC >12,000/mm³, <4,000/mm³, or >10% bands",
             "WBC >12,000/mm3, <4,000/mm3, or >10% bands",
             "WBC >12 or <4 x10^9/L or >10% bands"),
    yes_aliases=(">12,000 or <4,000 or >10% bands", ">12 or <4"),
    no_aliases=("4,000-12,000", "4-12"))
ITEMS = (TEMPERATURE, HEART_RATE, RESPIRATORY, WHITE_CELLS)


def sirs_criteria(temperature, heart_rate, respiratory_rate_or_paco2,
                  white_blood_cell_count_or_bands):
    """Each argument is its criterion's points (1 met, 0 not); the breakdown says met or not."""
    met = {"temperature": temperature, "heart_rate": heart_rate,
           "respiratory_rate_or_paco2": respiratory_rate_or_paco2,
           "white_blood_cell_count_or_bands": white_blood_cell_count_or_bands}
    return {"value": sum(met.values()), **{name: points == 1 for name, points in met.items()}}


def interpret(count):
    if count >= 2:
        return (f"SIRS ({count} of 4 criteria met); sepsis if the response is due to a "
                "confirmed or suspected infection (ACCP/SCCM 1992)")
    return f"SIRS criteria not met ({count} of 4; SIRS needs 2 or more)"


CALCULATOR = Calculator(
    id="sirs_sepsis_criteria",
    name="SIRS, Sepsis, and Septic Shock Criteria",
    aliases=["SIRS Criteria", "SIRS Diagnostic Criteria", "全身炎症反应综合征（SIRS）诊断标准",
             "Systemic Inflammatory Response Syndrome criteria"],
    specialty="critical_care",
    description=("Number of systemic inflammatory response syndrome (SIRS) criteria met (0-4): "
                 "temperature, heart rate, respiratory rate or PaCO2, white cell count or bands; "
                 "SIRS is 2 or more."),
    keywords=["SIRS", "sepsis", "systemic inflammatory response", "septic shock", "infection",
              "ACCP/SCCM consensus", "systemic inflammatory response criteria",
              "older sepsis definition", "fever tachycardia and high white count",
              "does the patient meet SIRS", "inflammatory response to infection",
              "sepsis 1 and 2 criteria"],
    features=[
        temperature(description="Body temperature (criterion: > 38 °C or < 36 °C)"),
        heart_rate(description="Heart rate (criterion: > 90 beats/min)"),
        respiratory_rate(description="Respiratory rate (criterion: > 20 breaths/min, or PaCO2 "
                                     "< 32 mmHg)"),
        Quantity(name="paco2", unit="mmHg", units=("mmHg", "kPa"), range=(5.0, 200.0),
                 description=("Arterial PaCO2 (criterion: < 32 mmHg, alternative to the "
                              "respiratory rate); either source may decide the criterion")),
        white_blood_cell_count(description=("White blood cell count in 10^9/L (criterion: "
                                            "> 12 or < 4 x 10^9/L, i.e. > 12,000 or < 4,000 "
                                            "/mm³, or > 10% bands)")),
        Quantity(name="band_forms", unit="%", units=("%",), range=(0.0, 100.0),
                 description=("Immature (band) neutrophils, % of white cells (criterion: > 10%, "
                              "alternative to the count); either source may decide the "
                              "criterion")),
    ],
    items=list(ITEMS),
    versions=[Version("accp_sccm_1992", dt.date(1992, 6, 1), BONE_1992, sirs_criteria,
                      notes=("One point each: temperature > 38 or < 36 °C; heart rate > 90/min; "
                             "respiratory rate > 20/min or PaCO2 < 32 mmHg; WBC > 12,000 or "
                             "< 4,000/mm³ or > 10% bands."))],
    output=Output(kind="integer", unit="criteria", range=(0, 4)),
    interpret=interpret,
    references=[BONE_1992, SINGER_2016],
    notes=(
        "The white cell count is in 10^9/L, the unit a clinician means by a bare number (WBC 8 "
        "is 8 x 10^9/L); a bare 8000 is NA implausible with a hint to give it per µL. "
        "Adult criteria of the 1992 ACCP/SCCM consensus, declared as four yes/no items: each "
        "may be answered by its measurement(s), by yes/no under its name or MDCalc's label "
        "('Temp >38°C (100.4°F) or <36°C (96.8°F)', 'Heart rate >90', 'Respiratory rate >20 or "
        "PaCO₂ <32 mm Hg', 'WBC >12,000/mm³, <4,000/mm³, or >10% bands'), or by the inequality "
        "('>38', '<36', '<=90'). Respiratory rate or PaCO2, and white cell count or bands, are "
        "either-or criteria: met if any source given meets it, decided from the sources given, "
        "missing only when none is given. Thresholds are compared at 1e-9 so that "
        "unit-conversion float noise (96.8 °F -> 35.99999999999881 °C) cannot flip a "
        "criterion. All thresholds are strict (38.0 °C, 90/min, 20/min, 12,000 and 4,000/mm³ "
        "themselves do not count). The value is the number of criteria met (MedCalc-Bench's "
        "answer); sepsis, severe sepsis and septic shock additionally need a confirmed or "
        "suspected infection, organ dysfunction and refractory hypotension, which are not "
        "inputs here. MDCalc's page of the same name also asks 'Suspected or present source of "
        "infection', signs of organ dysfunction/hypoperfusion (lactic acidosis, SBP < 90 or a "
        "drop >= 40 mmHg), hypotension despite adequate fluid resuscitation and evidence of "
        ">= 2 organs failing, and classifies SIRS / sepsis / severe sepsis / septic shock / "
        "MODS; those categories are not implemented. Sepsis-3 (2016) no longer uses SIRS to "
        "define sepsis. Pediatric SIRS uses age-specific limits (Goldstein 2005; MDCalc's "
        "separate pediatric page, 'Temp >38.5°C (101.3°F) or <36°C (96.8°F)'), not these. "
        "MedCalc-Bench (calculator 51) differs: its code counts the heart-rate criterion as met "
        "whatever the rate; converts every temperature not spelled exactly 'degrees celsius' "
        "(including its typo 'degrees celsisus') as Fahrenheit; and converts white cell counts "
        "per µL to per m³ (x 10^9) before comparing them with 12,000 and 4,000, so per-µL counts "
        "always count as high."),
)
