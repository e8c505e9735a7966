"""SIRS criteria (ACCP/SCCM Consensus Conference, Bone et al., Chest 1992): the number of the four
systemic inflammatory response criteria met."""

import datetime as dt
import math

from medcalc.core import (
    CRITERION_NOT_MET,
    Calculator,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.core.common import (
    heart_rate,
    respiratory_rate,
    temperature,
    white_blood_cell_count,
)
from medcalc.core.vector import snap

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



def sirs_criteria(temperature, heart_rate, respiratory_rate, paco2, white_blood_cell_count,
                  band_forms):
    temperature, heart_rate, respiratory_rate, paco2, white_blood_cell_count, band_forms = (
        snap(temperature), snap(heart_rate), snap(respiratory_rate), snap(paco2),
        snap(white_blood_cell_count), snap(band_forms))
    temperature_met = (temperature > 38.0) | (temperature < 36.0)
    heart_rate_met = heart_rate > 90.0
    respiratory_met = (respiratory_rate > 20.0) | (paco2 < 32.0)
    # 12,000 and 4,000 /mm³ = 12 and 4 x 10^9/L (canonical unit; snapped, so 12,000 /mm³ given
    # in any unit is exactly 12.0 and does not count).
    wbc_met = ((white_blood_cell_count > 12.0) | (white_blood_cell_count < 4.0)
               | (band_forms > 10.0))
    return {
        "value": temperature_met * 1 + heart_rate_met * 1 + respiratory_met * 1 + wbc_met * 1,
        "temperature": temperature_met,
        "heart_rate": heart_rate_met,
        "respiratory_rate_or_paco2": respiratory_met,
        "white_blood_cell_count_or_bands": wbc_met,
    }


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
              "ACCP/SCCM consensus"],
    features=[
        temperature(absent=CRITERION_NOT_MET,
                    description="Body temperature (criterion: > 38 °C or < 36 °C)"),
        heart_rate(absent=CRITERION_NOT_MET,
                   description="Heart rate (criterion: > 90 beats/min)"),
        respiratory_rate(absent=CRITERION_NOT_MET,
                         description="Respiratory rate (criterion: > 20 breaths/min, or PaCO2 "
                                     "< 32 mmHg)"),
        Quantity(name="paco2", unit="mmHg", units=("mmHg", "kPa"), range=(5.0, 200.0),
                 required=False, default=math.nan,
                 description=("Arterial PaCO2 (criterion: < 32 mmHg, alternative to the "
                              "respiratory rate); if not given the criterion uses the "
                              "respiratory rate alone")),
        white_blood_cell_count(absent=CRITERION_NOT_MET,
                               description=("White blood cell count in 10^9/L (criterion: "
                                            "> 12 or < 4 x 10^9/L, i.e. > 12,000 or < 4,000 "
                                            "/mm³, or > 10% bands)")),
        Quantity(name="band_forms", unit="%", units=("%",), range=(0.0, 100.0), required=False,
                 default=math.nan,
                 description=("Immature (band) neutrophils, % of white cells (criterion: > 10%, "
                              "alternative to the count); if not given the criterion uses the "
                              "count alone")),
    ],
    versions=[Version("accp_sccm_1992", dt.date(1992, 6, 1), BONE_1992, sirs_criteria,
                      notes=("One point each: temperature > 38 or < 36 °C; heart rate > 90/min; "
                             "respiratory rate > 20/min or PaCO2 < 32 mmHg; WBC > 12,000 or "
                             "< 4,000/mm³ or > 10% bands."))],
    output=Output(kind="integer", unit="criteria"),
    interpret=interpret,
    references=[BONE_1992, SINGER_2016],
    notes=(
        "The white cell count is in 10^9/L, the unit a clinician means by a bare number (WBC 8 is 8 x 10^9/L); a bare 8000 is NA implausible with a hint to give it per µL. "
        "Adult criteria of the 1992 ACCP/SCCM consensus. Quantities are rounded to 1e-9 before threshold "
        "comparisons so that unit-conversion float noise (96.8 °F -> 35.99999999999881 °C) "
        "cannot flip a criterion. All thresholds are strict (38.0 °C, "
        "90/min, 20/min, 12,000 and 4,000/mm³ themselves do not count). The value is the "
        "number of criteria met (MedCalc-Bench's answer); sepsis, severe sepsis and septic "
        "shock additionally need a confirmed or suspected infection, organ dysfunction and "
        "refractory hypotension, which are not inputs here. PaCO2 and band forms are "
        "optional alternatives inside their criteria. Sepsis-3 (2016) no longer uses SIRS to "
        "define sepsis. Pediatric SIRS uses age-specific limits (Goldstein 2005), not these. "
        "MedCalc-Bench (calculator 51) differs: its code counts the heart-rate criterion as met "
        "whatever the rate; converts every temperature not spelled exactly 'degrees celsius' "
        "(including its typo 'degrees celsisus') as Fahrenheit; and converts white cell counts "
        "per µL to per m³ (x 10^9) before comparing them with 12,000 and 4,000, so per-µL counts "
        "always count as high."),
)
