"""RISK-E score (Olmos et al., Heart 2017): registered as unavailable, its full points table and
mortality equation not established from the sources reachable here."""

from medcalc.core import Reference, UnavailableCalculator

OLMOS_2017 = Reference(
    "Olmos C, Vilacosta I, Habib G, et al. Risk score for cardiac surgery in active left-sided "
    "infective endocarditis. Heart. 2017;103(18):1435-1442.",
    doi="10.1136/heartjnl-2016-311093")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): re-searched pages (Heart table expansion of Table '
    '3, HAL deposit hal-01730989 transcript on cupdf, Frontiers 2023 systematic review); '
    'still only the worked example of Table 3 (age 52-63 9 points, prosthetic IE 6, virulent '
    'organism 9, septic shock 7, acute renal insufficiency 5, cardiogenic shock 15, '
    'periannular complications 5; 29 points -> 39.6%); the other age bands, the '
    'thrombocytopenia points and the mortality equation were not found.'
    ' Second recovery round (w2b, 2026-11-24): searched pages (123dok and cupdf transcripts of '
    'HAL hal-01730989, Heart highwire table expansions, EndoSCORE/ICE-IE score pages), code '
    '(semantic search for RISK-E / Olmos implementations; find_string "Risk-Endocarditis", '
    '"RiskE Score": no implementation in any stored repository) and docs; only Table 3 again. '
    'Also searched: the Heart 2017 "Heartbeat" editorial (doi 10.1136/heartjnl-2017-312238; its '
    'Table 1/Figure 1 reproduce the points but only its abstract is stored), Spanish-language '
    'comparisons (Varela, Cir Cardiovasc 2020; Rev Argent Cardiol 2023) and Pivatto Junior, Arq '
    'Bras Cardiol 2020 (variables listed without points). The CRAN package cliot '
    '(riske_score_cardiac_surgery) gives points that contradict the paper\'s Table 3 (septic '
    'shock 11, cardiogenic shock 6, immunosuppression) and is not a usable transcription. '
    'Table 2 (all points) and the score-to-mortality equation remain unread.'
    ' Third recovery round (r2c, 2026-11-24): searched pages for Table 2 / the logistic '
    'equation of the Heart article (heart.bmj.com early version and citation records, '
    'highwire table expansions: only Table 3 again), the 2026 Bogota external validation '
    '(Front Cardiovasc Med 2026;13:1829289, abstract only), Pivatto Junior 2020 PDF pages '
    '(O/E and AUC, no points), Spanish-language sources ("puntuacion RISK-E", Varela Cir '
    'Cardiovasc 2020 table of variables) and docs (only the CRAN cliot function already '
    'rejected); find_string "risk_e_score", "periannular complications": no implementation. '
    'The age bands other than 52-63, the thrombocytopenia points and the equation are still '
    'not established.'
    ' Fourth recovery round (r7b, 2026-11-24): pages queries for Table 2 wording (points, '
    'odds ratios, "thrombocytopaenia", age bands), the logistic equation and the 29 -> 39.6% '
    'example returned only the Heart Table 3 expansion again; Gatti 2025 (Front Cardiovasc '
    'Med, PMC11965892, tomesphere copy) and Gatti 2017 JAHA (AEPEI) list scores without '
    'RISK-E points; Spanish sources (Varela, Cir Cardiovasc 2020, Tabla 2 lists variables '
    'only; Ahuad Calvelo, Rev Argent Cardiol 2023) without points; code: find_string '
    '"RISK-E", "Olmos": no implementation. Still not computed.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (points/thrombocytopenia/equation wording, '
    "'Table 2 multivariable' and logistic-equation wording, Spanish theses of the Olmos/San "
    'Roman group: front matter only, medicalalgorithms), code semantic search, find_string '
    "'RISK-E score': only Table 3 again (29 points -> 39.6%, logit -0.422). Still not "
    'computed.'
)

CALCULATOR = UnavailableCalculator(
    id="riske_score",
    name="RiskE Score for Cardiac Surgery in Active Infective Endocarditis",
    aliases=["RiskE Score for Cardiac Surgery in Active Infective Endocarditis", "RISK-E",
             "RISK-E score", "Risk-Endocarditis Score"],
    specialty="cardiology",
    description=("In-hospital mortality after cardiac surgery for active left-sided infective "
                 "endocarditis (Risk-Endocarditis Score)."),
    keywords=["infective endocarditis", "cardiac surgery", "operative mortality", "valve "
              "surgery", "prosthetic valve endocarditis", "Staphylococcus aureus"],
    why="source_not_established",
    owner="Olmos C, Vilacosta I, San Román JA et al. (Heart 2017;103:1435)",
    reason=("Only part of the points table was reachable (the paper's Table 3 worked example: "
            "age 52-63 9, prosthetic endocarditis 6, virulent microorganism (S. aureus or "
            "fungi) 9, septic shock 7, acute renal insufficiency 5, cardiogenic shock 15, "
            "periannular complications 5, thrombocytopenia < 150 000/mm³; a 60-year-old man with "
            "S. aureus prosthetic endocarditis and acute renal insufficiency scores 29, predicted "
            "mortality 39.6%). The points of the other age bands and of thrombocytopenia and the "
            "score-to-mortality equation were not found (searched: Heart article pages, HAL "
            "deposit transcripts). No value is computed rather than one from guessed points."),
    alternatives=[],
    references=[OLMOS_2017],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + ("Compared in the source with EuroSCORE I and II, PALSUSE and STS-IE. A later "
           "implementation needs the full Table 2 and the logistic equation of the paper."),
)
