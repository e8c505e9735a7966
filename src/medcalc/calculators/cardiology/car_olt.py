"""CAR-OLT score: registered as unavailable (points table not established from the source)."""

from medcalc.core import Reference, UnavailableCalculator

VANWAGNER_2017 = Reference(
    "VanWagner LB, Ning H, Whitsett M, Levitsky J, Uttal S, Wilkins JT, Abecassis MM, Ladner DP, "
    "Skaro AI, Lloyd-Jones DM. A point-based prediction model for cardiovascular risk in "
    "orthotopic liver transplantation: the CAR-OLT score. Hepatology. 2017;66(6):1968-1979.",
    doi="10.1002/hep.29329")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages (journalblog summary, MDLinx, '
    'Northwestern web tool page listing the questions, Biolato 2025 validation abstract) and '
    'code (one unattributed implementation: age < 45 0, 45-49 -6, 50-54 -4, 55-59 2, 60-64 5, '
    '>= 65 8; female 1; White 7, Black 10; not working 10; high school or less 5; AF 25; '
    'ventilator 13; pulmonary hypertension 9; HCC absent 6 / present 0; hypertension 4; '
    'diabetes 4; heart failure 7). It agrees with every item the recorded MDCalc answer shows '
    '(32 points) but the unreported items and the points-to-risk curve (32 -> 30%) could not '
    'be checked against the Hepatology 2017 table; not used.'
    ' Second recovery round (w2b, 2026-11-24): searched pages (Biolato 2025 World J Transplant '
    'abstract: cut-off <= 23 only; clincalcpro page with an unrelated 0-8 scale; Exploration of '
    'Medicine 2021 review header), docs (CRAN cliot::car_olt_score only structures the inputs '
    'and the <= 23 cut-off, no points) and code (find_string car_olt / CAR-OLT: the same '
    'FastAPI clone only, whose GARFIELD-AF module in the same collection does not reproduce '
    'MDCalc, and the Northwestern Ionic app repository carolt_app, deployment notes only). No '
    'second transcription of the points and no points-to-risk equation were found, so the '
    'single unattributed table stays unconfirmed for AF, ventilator, pulmonary hypertension, '
    'heart failure, race, sex and the other age bands. Also searched: Barman & VanWagner, '
    'Hepatology 2021;73:2564 review (abstract only stored), Chinese-language pages.'
)

CALCULATOR = UnavailableCalculator(
    id="car_olt",
    name="Cardiovascular Risk in Orthotopic Liver Transplantation (CAR-OLT)",
    aliases=["CAR-OLT", "CAR-OLT score", "Cardiovascular Risk in Orthotopic Liver Transplantation"],
    specialty="cardiology",
    description="Point score for the 1-year risk of death or hospitalisation from a major "
                "cardiovascular event after liver transplantation (age, sex, race, employment, "
                "education, AF, ventilator-dependent respiratory failure, pulmonary "
                "hypertension, HCC, hypertension, diabetes, heart failure).",
    keywords=["liver transplantation", "cardiovascular risk", "cirrhosis", "preoperative "
              "assessment"],
    notes=RECOVERY_SEARCH,
    why="source_not_established",
    owner="VanWagner LB et al., Northwestern University (Hepatology 2017; carolt.cbits."
          "northwestern.edu)",
    reason=("The full points table and the points-to-risk mapping were not established from "
            "the article (searched: the Hepatology 2017 abstract, the authors' web tool, "
            "public implementations). One MDCalc answer (MedMCP-Calc task 109: 32 points, 30%) "
            "confirms some item points (male 0, age 56 -> 2, White 7, not working 10, high "
            "school or less 5, HCC present 0, hypertension 4, diabetes 4), but not the age "
            "bands, the other race groups, AF, ventilator, pulmonary hypertension or heart "
            "failure points, nor the risk curve; a partly guessed score is not computed."),
    alternatives=["rcri", "gupta_mica"],
    references=[VANWAGNER_2017],
)
