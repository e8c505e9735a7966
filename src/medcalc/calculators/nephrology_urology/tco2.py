"""Total CO2 content of plasma: HCO3 + dissolved CO2 (0.0307 x PaCO2), mmol/L."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.core.common import bicarbonate, paco2
from medcalc.formulas.acid_base import dissolved_co2, total_co2

VAN_SLYKE_NEILL_1924 = Reference(
    "Van Slyke DD, Neill JM. The determination of gases in blood and other solutions by vacuum "
    "extraction and manometric measurement. I. J Biol Chem. 1924;61:523-573 (total CO2 "
    "content: all CO2 released from plasma by acid, bicarbonate plus dissolved CO2).")
HASSELBALCH_1916 = Reference(
    "Hasselbalch KA. Die Berechnung der Wasserstoffzahl des Blutes aus der freien und gebundenen "
    "Kohlensäure desselben, und die Sauerstoffbindung des Blutes als Funktion der "
    "Wasserstoffzahl. Biochem Z. 1916;78:112-144 (free CO2 = solubility x PCO2).")


def tco2(bicarbonate, paco2):
    dissolved = dissolved_co2(paco2)
    return {"value": total_co2(bicarbonate, paco2), "dissolved_co2_mmol_l": dissolved}


CALCULATOR = Calculator(
    id="tco2",
    name="Total CO2 Content (TCO2)",
    aliases=["Total Carbon Dioxide Content (TCO2)", "二氧化碳总量(TCO₂)", "Total CO2",
             "TCO2"],
    specialty="nephrology_urology",
    description="Total CO2 content of plasma = bicarbonate + dissolved CO2 (0.0307 x PaCO2), in "
                "mmol/L.",
    keywords=["total CO2", "total carbon dioxide content", "TCO2", "CO2 content", "dissolved CO2",
              "bicarbonate", "serum CO2", "chemistry panel CO2", "arterial blood gas", "ABG",
              "total carbon dioxide in plasma", "serum CO2 on chemistry panel",
              "bicarbonate plus dissolved CO2", "CO2 content of blood", "total CO2 from blood gas",
              "carbon dioxide content of plasma"],
    features=[
        bicarbonate(description="Plasma bicarbonate (the blood gas 'actual bicarbonate')"),
        paco2(description="PaCO2 of the same sample"),
    ],
    versions=[Version("bicarbonate_plus_dissolved_co2", dt.date(1924, 1, 1),
                      VAN_SLYKE_NEILL_1924, tco2,
                      notes="TCO2 = HCO3 + 0.0307 x PaCO2 (mmol/L, PaCO2 in mmHg).")],
    output=Output(unit="mmol/L", decimals=1, description="Total CO2 content of plasma",
                  range=(0, float("inf"))),
    references=[VAN_SLYKE_NEILL_1924, HASSELBALCH_1916],
    notes="Total CO2 content is all the CO2 that acid releases from plasma (Van Slyke & Neill's "
          "manometric measurement): bicarbonate plus dissolved CO2 (carbonic acid, carbamino "
          "CO2 and carbonate are negligible in plasma). Dissolved CO2 = 0.0307 mmol/L per mmHg "
          "x PaCO2 (CO2 solubility in plasma at 37 °C, the constant of the Henderson-Hasselbalch "
          "equation), about 1.2 mmol/L at a PaCO2 of 40 mmHg. The chemistry-panel 'CO2' or "
          "'bicarbonate' is this total CO2, measured; a blood gas bicarbonate is calculated from "
          "pH and PaCO2 (henderson_hasselbalch) and excludes the dissolved CO2. Some texts round "
          "the solubility to 0.03 (0.012 mmol/L less per 40 mmHg).",
)
