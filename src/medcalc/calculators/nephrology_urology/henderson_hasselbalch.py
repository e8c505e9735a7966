"""Henderson-Hasselbalch: pH = 6.1 + log10(HCO3 / (0.0307 x PaCO2)), or solved for HCO3."""

import datetime as dt
import math

from medcalc.core import Calculator, Missing, NotApplicable, Output, Reference, Variant, Version
from medcalc.core.common import bicarbonate, paco2, ph
from medcalc.core.vector import any_true, snap, where
from medcalc.formulas.acid_base import (
    CO2_SOLUBILITY_MMOL_L_PER_MMHG,
    CO2_SOLUBILITY_ROUNDED_MMOL_L_PER_MMHG,
    bicarbonate_from_ph,
    dissolved_co2,
    ph_from_bicarbonate,
)

HENDERSON_1908 = Reference(
    "Henderson LJ. The theory of neutrality regulation in the animal organism. Am J Physiol. "
    "1908;21(4):427-448.")
HASSELBALCH_1916 = Reference(
    "Hasselbalch KA. Die Berechnung der Wasserstoffzahl des Blutes aus der freien und gebundenen "
    "Kohlensäure desselben, und die Sauerstoffbindung des Blutes als Funktion der "
    "Wasserstoffzahl. Biochem Z. 1916;78:112-144.")
ADEVA_ANDANY_2014 = Reference(
    "Adeva-Andany MM, Fernández-Fernández C, Mouriño-Bayolo D, Castro-Quintela E, "
    "Domínguez-Montero A. Sodium bicarbonate therapy in patients with metabolic acidosis. "
    "ScientificWorldJournal. 2014;2014:627673 (eq. 5: pH = 6.1 + log10([HCO3] / (0.03 x "
    "pCO2))), an example of the rounded solubility used in bedside and review texts.",
    doi="10.1155/2014/627673")

SOLUBILITY_0307 = "co2_solubility_0_0307"
SOLUBILITY_03 = "co2_solubility_0_03"


def _solve(ph, bicarbonate, paco2, solubility):
    ph = math.nan if ph is None else ph
    bicarbonate = math.nan if bicarbonate is None else bicarbonate
    has_ph, has_bicarbonate = ph == ph, bicarbonate == bicarbonate
    if any_true(has_ph & has_bicarbonate):
        raise NotApplicable("give either pH or bicarbonate with PaCO2, not both: the equation "
                            "solves for the one left out", features=("ph", "bicarbonate"))
    if any_true((ph != ph) & (bicarbonate != bicarbonate)):
        raise Missing("give pH (to solve for bicarbonate) or bicarbonate (to solve for pH) with "
                      "PaCO2", features=("ph", "bicarbonate"))
    record = {"solved_for": where(has_bicarbonate, "ph", "bicarbonate"),
              "ph": where(has_bicarbonate,
                          snap(ph_from_bicarbonate(bicarbonate, paco2, solubility)), ph),
              "bicarbonate": where(has_ph, snap(bicarbonate_from_ph(ph, paco2, solubility)),
                                   bicarbonate)}
    return {"value": record, "dissolved_co2_mmol_l": dissolved_co2(paco2, solubility),
            "co2_solubility_mmol_l_per_mmhg": solubility}


def henderson_hasselbalch(ph, bicarbonate, paco2):
    return _solve(ph, bicarbonate, paco2, CO2_SOLUBILITY_MMOL_L_PER_MMHG)


def henderson_hasselbalch_rounded(ph, bicarbonate, paco2):
    return _solve(ph, bicarbonate, paco2, CO2_SOLUBILITY_ROUNDED_MMOL_L_PER_MMHG)


def interpret(value):
    if value["solved_for"] == "ph":
        return f"calculated pH {value['ph']:.2f}"
    return f"calculated (actual) bicarbonate {value['bicarbonate']:.1f} mmol/L"


CALCULATOR = Calculator(
    id="henderson_hasselbalch",
    name="Henderson-Hasselbalch",
    aliases=["Actual Bicarbonate (AB, Henderson-Hasselbalch)", "实际碳酸氢盐（AB）",
             "Henderson-Hasselbalch equation", "Actual bicarbonate"],
    specialty="nephrology_urology",
    description="Blood pH from bicarbonate and PaCO2, pH = 6.1 + log10(HCO3 / (0.0307 x PaCO2)), "
                "or the actual bicarbonate from pH and PaCO2; give PaCO2 and one of the two.",
    keywords=["Henderson-Hasselbalch", "Henderson Hasselbalch equation", "blood pH",
              "actual bicarbonate", "calculated bicarbonate", "carbonic acid", "pK 6.1",
              "dissolved CO2", "bicarbonate buffer", "arterial blood gas", "ABG",
              "calculate pH from bicarbonate and CO2", "bicarbonate from pH and CO2",
              "check blood gas consistency", "relation of pH bicarbonate and carbon dioxide",
              "acid-base buffer equation", "is the gas internally consistent"],
    features=[
        ph(required=False, default=None,
           description="Blood pH: give it (without bicarbonate) to solve for bicarbonate"),
        bicarbonate(required=False, default=None,
                    description="Plasma bicarbonate: give it (without pH) to solve for pH"),
        paco2(description="PaCO2 of the same sample (always needed)"),
    ],
    versions=[
        Version("hasselbalch_1916", dt.date(1916, 1, 1), HASSELBALCH_1916, henderson_hasselbalch,
                variant=SOLUBILITY_0307,
                notes="pH = 6.1 + log10(HCO3 / (0.0307 x PaCO2)); HCO3 = 0.0307 x PaCO2 x "
                      "10^(pH - 6.1). PaCO2 in mmHg, HCO3 in mmol/L."),
        Version("hasselbalch_1916_solubility_0_03", dt.date(1916, 1, 1), ADEVA_ANDANY_2014,
                henderson_hasselbalch_rounded, variant=SOLUBILITY_03,
                notes="pH = 6.1 + log10(HCO3 / (0.03 x PaCO2)); HCO3 = 0.03 x PaCO2 x "
                      "10^(pH - 6.1): the same equation with the solubility rounded; dated "
                      "with Hasselbalch 1916, whose equation it is."),
    ],
    variants=[
        Variant(SOLUBILITY_0307, "CO2 solubility 0.0307 mmol/L per mmHg (plasma, 37 °C): the "
                "default; blood gas analysers and CMedCalc-Bench's formula for 实际碳酸氢盐 "
                "use it.", HASSELBALCH_1916),
        Variant(SOLUBILITY_03, "CO2 solubility rounded to 0.03 mmol/L per mmHg, as many "
                "bedside texts and reviews write the equation: pH 0.0100 higher, solved "
                "bicarbonate 2.28% lower.", ADEVA_ANDANY_2014),
    ],
    default_version="hasselbalch_1916",
    output=Output(kind="record", unit=None, description=(
        "Record: solved_for ('ph' or 'bicarbonate'), ph (dimensionless) and bicarbonate "
        "(mmol/L); the solved one is computed (to 1e-9), the other is the input")),
    interpret=interpret,
    references=[HASSELBALCH_1916, HENDERSON_1908, ADEVA_ANDANY_2014],
    notes="Henderson (1908) wrote the mass-action equilibrium of carbonic acid and bicarbonate; "
          "Hasselbalch (1916) put it in logarithmic form. With the apparent pK' 6.1 and the "
          "solubility of CO2 in plasma at 37 °C, 0.0307 mmol/L per mmHg, pH = 6.1 + "
          "log10(HCO3 / (0.0307 x PaCO2)); solved for bicarbonate this is the 'actual "
          "bicarbonate' a blood gas analyser reports. Mode: give PaCO2 and either bicarbonate "
          "(solves for pH) or pH (solves for bicarbonate); neither is NA missing, both is NA "
          "not_applicable (nothing left to solve). Constants: many bedside texts round the "
          "solubility to 0.03; that is the variant 'co2_solubility_0_03' (chosen only "
          "explicitly): the pH from a given bicarbonate is log10(0.0307/0.03) = 0.0100 higher "
          "and the bicarbonate solved from a given pH 2.28% lower (x 0.03/0.0307) than with "
          "the default 0.0307. Blood gas "
          "analysers use 0.0307 with pK' 6.095 (log HCO3 = pH - 7.608 + log PCO2), which "
          "gives a bicarbonate 1.2% lower than pK' 6.1. The equation holds at 37 °C for plasma; "
          "a chemistry-panel 'CO2' is total CO2 (bicarbonate plus dissolved CO2, see tco2), "
          "about 1.2 mmol/L higher than the actual bicarbonate.",
)
