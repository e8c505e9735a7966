"""MADIT-ICD benefit score (Younis et al., Eur Heart J 2021): registered as unavailable, the
points of its two component scores not established from the sources reachable here."""

from medcalc.core import Reference, UnavailableCalculator

YOUNIS_2021 = Reference(
    "Younis A, Goldberger JJ, Kutyifa V, et al. Predicted benefit of an implantable "
    "cardioverter-defibrillator: the MADIT-ICD benefit score. Eur Heart J. "
    "2021;42(17):1676-1684.",
    doi="10.1093/eurheartj/ehaa1057")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): found the full-text record (PMC8088341, Eur Heart J '
    '2021;42:1676-1684, doi 10.1093/eurheartj/ehaa1057) but only its abstract in the stored '
    'excerpts; secondary pages (appcardio) confirm the predictors and score ranges (VT/VF '
    '0-13, non-arrhythmic 1-10) and the three-group combination, not the points per '
    'predictor, the dichotomisation cut-offs or the 0-100 benefit-score conversion (published '
    'in the supplement).'
    ' Fourth recovery round (r7b, 2026-11-24): pages (PMC8088341, TAU cris, ACC journal scan, '
    'appcardio, peeref, the Heart 2021 Chandan abstract, Rav-Acha J Clin Med 2024 and '
    'Interv Cardiol 2024 reviews) give predictors and score ranges only; code/docs semantic '
    'searches and find_string "is.gd/madit" found no implementation with per-predictor '
    'points or the 0-100 conversion. Still not computed.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (points-per-predictor and Fine-Gray table '
    'wording, PMC8088341, validation cohorts, J Pers Med 2022;12:1240 S-ICD cohort: '
    "introduction only), docs (cliot), code semantic search, find_string 'madit', "
    "'non_arrhythmic', 'nonArrhythmic': no points, cut-offs or 0-100 conversion. Still not "
    'computed.'
)

CALCULATOR = UnavailableCalculator(
    id="madit_icd_benefit",
    name="MADIT-ICD Benefit Score",
    aliases=["MADIT-ICD Benefit Score", "MADIT ICD benefit score", "MADIT-ICD"],
    specialty="cardiology",
    description=("Predicted benefit of a primary-prevention ICD from two competing-risk scores "
                 "(VT/VF and non-arrhythmic mortality) combined into three benefit groups and a "
                 "0-100 personalised benefit score."),
    keywords=["ICD", "implantable cardioverter-defibrillator", "primary prevention",
              "ventricular tachycardia", "sudden cardiac death", "heart failure", "CRT-D"],
    why="source_not_established",
    owner="Younis A, Goldenberg I et al., MADIT investigators (Eur Heart J 2021;42:1676)",
    reason=("The abstract names the predictors (VT/VF score: male, age < 75, prior "
            "non-sustained VT, heart rate > 75/min, SBP < 140 mmHg, EF <= 25%, myocardial "
            "infarction, atrial arrhythmia; non-arrhythmic mortality score: age >= 75, diabetes, "
            "BMI < 23 kg/m², EF <= 25%, NYHA >= II, ICD rather than CRT-D, atrial arrhythmia), "
            "but the points of each predictor, the group cut-offs and the 0-100 benefit "
            "conversion are in the paper's tables and supplement, which could not be read here "
            "(searched: the PMC abstract PMC8088341, ACC journal scan, secondary reviews). No "
            "value is computed rather than one from guessed points. Second pass (w2a): also "
            "searched the TAU/peeref/appcardio records, the J Clin Med 2024 and Interv Cardiol "
            "2024 reviews (Rav-Acha), the Heart 2021 abstract (Chandan) and the Japanese CRT "
            "cohort (PMID 39523009: only the cut-offs VT/VF >= 7 and non-arrhythmic >= 3), and "
            "code (find_string 'MADIT-ICD': catalogue mentions only); per-predictor points and "
            "the 0-100 conversion were not found."),
    alternatives=["seattle_heart_failure_model"],
    references=[YOUNIS_2021],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + ("Secondary reports mention a VT/VF score of 0-13 and a non-arrhythmic score of 1-10, "
           "with high VT/VF at >= 7 and high non-arrhythmic risk at >= 3 (Japanese CRT cohort, "
           "2024); the per-predictor points were not found. Online calculator: "
           "https://is.gd/madit (cited in the paper)."),
)
