"""PRESET score (Hilder 2017): registered as unavailable, its point table not established from the
paper."""

from medcalc.core import Reference, UnavailableCalculator

HILDER_2017 = Reference(
    "Hilder M, Herbstreit F, Adamzik M, et al. Comparison "
    "of mortality prediction models in acute respiratory distress syndrome undergoing "
    "extracorporeal membrane oxygenation and development of a novel prediction score: the "
    "PREdiction of Survival on ECMO Therapy-Score (PRESET-Score). Crit Care. 2017;21(1):301.",
    doi="10.1186/s13054-017-1888-6")

CALCULATOR = UnavailableCalculator(
    id="preset",
    name="PREdiction of Survival on ECMO Therapy (PRESET) Score",
    aliases=["PRESET score", "PRESET-Score", "PREdiction of Survival on ECMO Therapy-Score"],
    specialty="critical_care",
    description=("Mortality of ARDS patients on veno-venous ECMO from five pre-ECMO variables: "
                 "arterial pH, mean arterial pressure, lactate, platelet count and days in "
                 "hospital before ECMO."),
    keywords=["ECMO", "VV-ECMO", "veno-venous ECMO", "ARDS", "extracorporeal membrane "
              "oxygenation", "mortality", "lactate", "platelets", "pre-ECMO hospital stay"],
    why="source_not_established",
    owner="Hilder M et al. (Crit Care 2017;21:301)",
    reason=("The score's point table, risk classes and mortality per class are in the full text "
            "of Hilder 2017, which could not be read here (only its abstract, which names the "
            "five variables). Two third-party implementations agree on point bands (MAP >100/"
            "91-100/81-90/71-80/<=70 mmHg: 0-4; lactate <=1.5/-3/-6/-10/>10 mmol/L: 0-4; pH "
            ">7.30/7.201-7.30/7.101-7.20/<=7.10: 0-3; platelets >200/101-200/<=100: 0-2; "
            "hospital days <=2/3-7/>7: 0-2) but disagree on the risk classes (0-3/4-5/>=6 vs "
            "0-5/6-9/10-15), so neither can be taken as the paper's rule."),
    alternatives=["resp_respiratory_ecmo_survival_prediction"],
    references=[HILDER_2017],
    notes=("To be implemented once Table/Figure of the score in Hilder 2017 is read: the bands "
           "at 90/91 mmHg, 1.50/1.51 mmol/L and 7.200/7.201 need the paper's own wording."),
)
