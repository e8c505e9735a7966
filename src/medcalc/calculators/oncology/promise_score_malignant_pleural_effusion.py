"""PROMISE score for malignant pleural effusion (Psallidas et al., Lancet Oncol 2018):
registered as unavailable, its points and risk categories not established from the source."""

from medcalc.core import Reference, UnavailableCalculator

PSALLIDAS_2018 = Reference(
    "Psallidas I, Kanellakis NI, Gerry S, Thakur N, Bamber J, Dipper A, et al. Development and validation of response markers "
    "to predict survival and pleurodesis success in patients with malignant pleural effusion "
    "(PROMISE): a multicohort analysis. Lancet Oncol. 2018;19(7):930-939.",
    doi="10.1016/S1470-2045(18)30294-8")
MDCALC = Reference("MDCalc. PROMISE Score for Malignant Pleural Effusion.")

CALCULATOR = UnavailableCalculator(
    id="promise_score_malignant_pleural_effusion",
    name="PROMISE Score for Malignant Pleural Effusion",
    aliases=["PROMISE Score for Malignant Pleural Effusion", "PROMISE score",
             "clinical PROMISE score", "PROMISE MPE score"],
    specialty="oncology",
    description=("3-month mortality risk category (A-D) in malignant pleural effusion from "
                 "previous chemotherapy and radiotherapy, haemoglobin, white cell count, CRP, "
                 "ECOG performance status, cancer type (and pleural fluid TIMP1 in the "
                 "biological score)."),
    keywords=["malignant pleural effusion", "MPE", "3-month mortality", "TIMP1", "pleurodesis",
              "prognosis"],
    why="source_not_established",
    owner="Psallidas I, Rahman NM et al. (Oxford Respiratory Trials Unit; Lancet Oncol 2018)",
    reason=("The points table and the score ranges of categories A-D are in the paper's tables, "
            "which were not readable here. The one open implementation found (a third-party "
            "MDCalc clone) and recollections of the paper agree on most item points (previous "
            "chemotherapy 4, radiotherapy 2, ECOG 2-4 7, haemoglobin 0-4, WBC 0/2/4/7/9) but "
            "differ on the top CRP band (10 vs 11 points) and on the category cut-offs (0-20 / "
            "21-27 / 28-35 / >= 36 vs <= 20 / <= 30 / <= 40 / > 40); a CRAN package (cliot "
            "promise_score_mpe) uses a different 0-13 point scheme altogether. Searched pages "
            "(ASCO Post summary, LENT/PROMISE validation abstracts), code (the clone) and docs "
            "(cliot). No value "
            "is computed rather than one with unverified points or bands."),
    alternatives=["lent_prognostic_score"],
    references=[PSALLIDAS_2018, MDCALC],
    notes=("Clinical score variables: previous chemotherapy, previous radiotherapy, haemoglobin, "
           "white cell count, C-reactive protein, ECOG performance status, cancer type "
           "(mesothelioma, lung, other); the biological score adds pleural fluid TIMP1. C "
           "statistic 0.78 internally and 0.89 externally for 3-month survival."),
)
