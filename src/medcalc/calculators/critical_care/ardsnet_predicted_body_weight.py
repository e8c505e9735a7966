"""ARDS Network predicted body weight and the lung-protective tidal volumes it sets."""

import datetime as dt

from medcalc.core import Calculator, NotApplicable, Output, Reference, Version
from medcalc.core.common import FEMALE, height, sex
from medcalc.core.vector import any_true
from medcalc.formulas.anthropometry import predicted_body_weight_ardsnet

ARDSNET_2000 = Reference(
    "Acute Respiratory Distress Syndrome Network; Brower RG, Matthay MA, Morris A, Schoenfeld D, "
    "Thompson BT, Wheeler A. Ventilation with lower tidal volumes as compared with traditional "
    "tidal volumes for acute lung injury and the acute respiratory distress syndrome. N Engl J "
    "Med. 2000;342(18):1301-1308 (predicted body weight: men 50 + 0.91 x (height cm - 152.4), "
    "women 45.5 + 0.91 x (height cm - 152.4); tidal volume 6 mL/kg PBW, range 4-8).",
    doi="10.1056/NEJM200005043421801")


def pbw(height, sex):
    weight = predicted_body_weight_ardsnet(height, sex == FEMALE)
    if any_true(weight <= 0):
        raise NotApplicable("the ARDS Network formula gives no positive predicted body weight at "
                            "this height; it is an adult formula", features=("height",))
    return {"value": weight,
            "tidal_volume_4_ml_per_kg": 4.0 * weight,
            "tidal_volume_6_ml_per_kg": 6.0 * weight,
            "tidal_volume_8_ml_per_kg": 8.0 * weight}


CALCULATOR = Calculator(
    id="ardsnet_predicted_body_weight",
    name="ARDSNet Predicted Body Weight",
    aliases=[],
    specialty="critical_care",
    description="Predicted body weight from height and sex (ARDS Network 2000), the weight that "
                "lung-protective tidal volumes in mL/kg refer to.",
    keywords=["PBW", "predicted body weight", "ideal body weight for ventilation",
              "lung-protective ventilation", "low tidal volume", "6 mL/kg", "ARDSNet", "ARMA trial",
              "ventilator settings", "weight to base tidal volume on",
              "ideal weight from height for ventilator", "how big a breath to give",
              "tidal volume target per kg", "ventilator weight in ARDS",
              "height based lung size estimate", "six mL per kg tidal volume"],
    features=[height(), sex()],
    versions=[Version("ardsnet_2000", dt.date(2000, 5, 4), ARDSNET_2000, pbw,
                      notes="PBW = 50 (men) or 45.5 (women) + 0.91 x (height cm - 152.4).")],
    output=Output(unit="kg", decimals=1),
    references=[ARDSNET_2000],
    notes="The breakdown gives the tidal volumes at 4, 6 and 8 mL/kg PBW (the ARDS Network "
          "protocol targets 6 mL/kg, between 4 and 8). 0.91 kg/cm is the ARDS Network's "
          "coefficient; Devine's ideal body weight uses 2.3 kg/inch (0.906 kg/cm) and 45.5/50 kg "
          "at 60 inches, so the two differ by less than 0.3 kg up to 210 cm. An adult formula; a "
          "height where it is not positive is NA not applicable.",
)
