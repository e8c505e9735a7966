"""Reticulocyte production index (RPI, 网织红细胞生成指数): reticulocyte % corrected for the
haematocrit and divided by the maturation time of reticulocytes in blood (Hillman & Finch)."""

import datetime as dt
import math

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.common import hematocrit
from medcalc.core.vector import where
from medcalc.formulas.cmedcalc import first_true

HILLMAN_FINCH_1967 = Reference(
    "Hillman RS, Finch CA. Erythropoiesis: normal and abnormal. Semin Hematol. 1967;4(4):327-336 "
    "(reticulocyte maturation time in blood lengthens as the haematocrit falls: about 1 day at "
    "45%, 1.5 at 35%, 2 at 25%, 2.5 at 15%).")
MDCALC_RPI = Reference(
    "MDCalc. Corrected Reticulocyte Percentage/Reticulocyte Production Index (RPI): outputs "
    "recorded in MedMCP-Calc dev task medmcp-calc_049_7772f399.")

PERCENT = ("%", "1")


def _maturation(hematocrit):
    return first_true([hematocrit > 35, hematocrit > 25, hematocrit > 15], [1.0, 1.5, 2.0], 2.5)


def rpi(reticulocyte_percent, hematocrit, normal_hematocrit, maturation_time):
    corrected = reticulocyte_percent * hematocrit / normal_hematocrit
    table = _maturation(hematocrit)
    given = math.nan if maturation_time is None else maturation_time
    days = where(given != given, table, given)
    return {"value": corrected / days, "corrected_reticulocyte_percent": corrected,
            "maturation_time_days": days}


def interpret(value):
    if value < 2:
        return "RPI < 2: inadequate marrow response (hypoproliferative anaemia)"
    return "RPI >= 2: adequate marrow response (blood loss or haemolysis)"


CALCULATOR = Calculator(
    id="reticulocyte_production_index",
    name="Reticulocyte Production Index (RPI)",
    aliases=["网织红细胞生成指数（RPI）", "网织红细胞生成指数", "RPI",
             "Corrected Reticulocyte Percentage/Reticulocyte Production Index (RPI)",
             "Reticulocyte Production Index"],
    specialty="hematology",
    description="Reticulocyte % x (Hct / normal Hct) / maturation time (1-2.5 days by Hct): "
                "marrow response to anaemia.",
    keywords=["anaemia", "reticulocytes", "marrow response", "haemolysis", "blood loss",
              "hypoproliferative anaemia", "网织红细胞", "is marrow responding to anemia",
              "hypoproliferative versus hemolytic anemia", "corrected reticulocyte count",
              "bone marrow output in anemia", "anemia from blood loss or destruction",
              "adequate reticulocyte response"],
    features=[
        Quantity(name="reticulocyte_percent", unit="%", units=PERCENT, range=(0.0, 60.0),
                 description="Reticulocytes, % of red cells",
                 labels=("网织红细胞百分率", "reticulocyte_percent", "% of reticulocytes",
                         "Ret%")),
        hematocrit(labels=("HCT", "细胞压积(Hct)", "Measured hematocrit", "红细胞压积")),
        Quantity(name="normal_hematocrit", unit="%", units=PERCENT, range=(30.0, 55.0),
                 required=False, default=45.0,
                 description="Normal haematocrit used for the correction (45% unless stated)",
                 labels=("Normal hematocrit",)),
        Quantity(name="maturation_time", unit="d", units=("d",), range=(0.5, 3.5),
                 required=False, default=None,
                 description="Reticulocyte maturation time in blood, days (from the Hct table "
                             "unless given)",
                 labels=("血中网织红细胞成熟时间", "maturation_time")),
    ],
    versions=[Version("hillman_finch_1967", dt.date(1967, 10, 1), HILLMAN_FINCH_1967, rpi,
                      notes="RPI = retic % x Hct / normal Hct / maturation time; maturation "
                            "1.0 d for Hct > 35%, 1.5 for > 25-35, 2.0 for > 15-25, 2.5 for "
                            "<= 15%.")],
    output=Output(unit=None, decimals=2, description="Reticulocyte production index",
                  range=(0, float("inf"))),
    interpret=interpret,
    references=[HILLMAN_FINCH_1967, MDCALC_RPI],
    notes="The maturation-time steps (1, 1.5, 2, 2.5 days at Hct about 45, 35, 25, 15%) are "
          "Hillman & Finch's; the band edges used (> 35, > 25, > 15%) follow MDCalc's 36-45, "
          "26-35, 16-25, <= 15. A stated maturation time replaces the table. The normal "
          "haematocrit defaults to 45% (MDCalc lets the user enter it, e.g. 40% for women). "
          "RPI < 2 with anaemia means an inadequate marrow response.",
)
