"""Prognosis of relapsed/refractory DLBCL after frontline immunochemotherapy (Maurer et al.,
SEAL collaboration): registered as unavailable, its model coefficients not established."""

from medcalc.core import Reference, UnavailableCalculator

MAURER_2019 = Reference(
    "Maurer MJ, et al. (SEAL collaboration). Clinical model of outcome after progression of "
    "DLBCL on frontline immunochemotherapy (age and time to progression). American Society of "
    "Hematology annual meeting 2019, abstract 400 (Blood 2019;134 Suppl 1; title not verified "
    "here).")
MAURER_2018 = Reference(
    "Maurer MJ, Habermann TM, Shi Q, et al. Progression-free survival at 24 months (PFS24) and "
    "subsequent outcome for patients with diffuse large B-cell lymphoma enrolled on randomized "
    "clinical trials. Ann Oncol. 2018;29(8):1822-1827.")
MDCALC = Reference("MDCalc. Prognosis Calculator for Relapsed/Refractory DLBCL.")

CALCULATOR = UnavailableCalculator(
    id="prognosis_relapsed_refractory_dlbcl",
    name="Prognosis Calculator for Relapsed/Refractory DLBCL",
    aliases=["Prognosis Calculator for Relapsed/Refractory DLBCL", "R/R DLBCL prognosis",
             "relapsed DLBCL survival calculator", "DLBCL post-progression survival"],
    specialty="oncology",
    description=("Predicted 2-year overall survival from first progression or relapse of DLBCL "
                 "treated with frontline R-CHOP-like immunochemotherapy, from age at "
                 "progression and time to progression."),
    keywords=["diffuse large B-cell lymphoma", "DLBCL", "relapsed", "refractory", "time to "
              "progression", "R-CHOP", "overall survival"],
    why="source_not_established",
    owner="Maurer MJ and the Surrogate Endpoint for Aggressive Lymphoma (SEAL) collaboration",
    reason=("The model (age and time to progression, both continuous, fitted on 1,125 "
            "progressing patients of 13 frontline trials) is published as an ASH 2019 abstract "
            "whose coefficients, baseline survival and functional forms (splines or bands for "
            "time to progression) were not readable here; summaries give only OS24 of 35% "
            "overall and 18% (TTP < 6 months) to 69% (TTP > 36 months). Searched pages (MDedge "
            "and Lymphoma Hub summaries, SEAL PFS24 paper), code and docs corpora (no "
            "implementation). No value is computed rather than one from guessed coefficients; "
            "the MedMCP-Calc dev answers (22% and 21%) cannot be reproduced."),
    alternatives=["nccn_ipi", "dlbcl_ipi"],
    references=[MAURER_2019, MAURER_2018, MDCALC],
    notes=("MDCalc's inputs: age at first progression or relapse (years) and time to "
           "progression on frontline immunochemotherapy (months); output: predicted 2-year "
           "survival from progression."),
)
