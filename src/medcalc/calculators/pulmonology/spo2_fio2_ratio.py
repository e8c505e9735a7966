"""SpO2/FiO2 ratio, a pulse-oximetry surrogate of the PaO2/FiO2 ratio (Rice 2007)."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import fio2, spo2
from medcalc.core.vector import any_true, snap
from medcalc.formulas.oxygenation import pao2_fio2_from_spo2_fio2_rice, spo2_fio2_ratio

RICE_2007 = Reference(
    "Rice TW, Wheeler AP, Bernard GR, Hayden DL, Schoenfeld DA, Ware LB; National Institutes of "
    "Health, National Heart, Lung, and Blood Institute ARDS Network. Comparison of the SpO2/FIO2 "
    "ratio and the PaO2/FIO2 ratio in patients with acute lung injury or ARDS. Chest. "
    "2007;132(2):410-417 (SpO2 <= 97%: S/F = 64 + 0.84 x P/F; S/F 235 and 315 correspond to "
    "P/F 200 and 300).",
    doi="10.1378/chest.07-0617")

RICE_MAX_SPO2 = 97.0


def sf_ratio(spo2, fio2):
    ratio = spo2_fio2_ratio(spo2, fio2)
    out = {"value": ratio, "estimated_pao2_fio2_ratio": pao2_fio2_from_spo2_fio2_rice(ratio)}
    if any_true(spo2 > RICE_MAX_SPO2):
        out["warnings"] = ["SpO2 above 97%: Rice 2007 derived the S/F-to-P/F relation (and the "
                           "235/315 cut-offs) from SpO2 <= 97% only; on the flat part of the "
                           "oxyhemoglobin curve the P/F estimated from S/F can be far below "
                           "the true P/F"]
    return out


def rice_band(value):
    value = snap(value)
    if value <= 235:
        return "S/F <= 235: corresponds to P/F <= 200 (ARDS oxygenation range; Rice 2007)"
    if value <= 315:
        return ("235 < S/F <= 315: corresponds to P/F <= 300 (acute lung injury oxygenation "
                "range; Rice 2007)")
    return "S/F > 315: corresponds to P/F > 300 (above the acute lung injury range; Rice 2007)"


CALCULATOR = Calculator(
    id="spo2_fio2_ratio",
    name="SpO₂/FiO₂ Ratio",
    aliases=["SpO2/FiO2 Ratio"],
    specialty="pulmonology",
    description="SpO2 (%) divided by FiO2 (fraction), a non-invasive surrogate of the PaO2/FiO2 "
                "ratio, with Rice 2007's estimate of the corresponding P/F ratio.",
    keywords=["oxygen saturation relative to delivered oxygen", "saturation to inspired oxygen",
              "high-flow oxygen", "S/F ratio", "SF ratio", "SpO2/FiO2", "pulse oximetry",
              "non-invasive oxygenation", "ARDS screening", "acute lung injury", "P/F surrogate",
              "Rice", "oxygenation without blood gas", "pulse oximetry over FiO2",
              "noninvasive P/F estimate", "oxygen saturation per oxygen delivered",
              "ARDS screening without ABG", "hypoxemia severity from oximetry"],
    features=[spo2(description="Oxygen saturation by pulse oximetry, in percent; the S/F-to-P/F "
                               "relation was derived for SpO2 <= 97%"), fio2()],
    versions=[Version("rice_2007", dt.date(2007, 8, 1), RICE_2007, sf_ratio,
                      notes="S/F = SpO2 (%) / FiO2 (fraction); estimated P/F = (S/F - 64) / "
                            "0.84.")],
    output=Output(unit=None, decimals=0, range=(0, float("inf"))),
    interpret=rice_band,
    references=[RICE_2007],
    notes="The breakdown's estimated_pao2_fio2_ratio solves Rice's regression S/F = 64 + 0.84 x "
          "P/F for P/F; the interpretation uses the paper's cut-offs (S/F 235 ~ P/F 200, S/F 315 "
          "~ P/F 300; sensitivity/specificity 85%/85% and 91%/56%). Both were derived in "
          "ventilated ARDS Network patients with SpO2 <= 97%; with a higher SpO2 the result "
          "carries a warning. FiO2 is a fraction (a percentage needs the unit '%').",
)
