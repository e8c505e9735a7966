"""Risk Score for Asthma Exacerbation (RSE): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import Reference, UnavailableCalculator

BATEMAN_2015 = Reference(
    "Bateman ED, Buhl R, O'Byrne PM, Humbert M, Reddel HK, Sears MR, Jenkins C, Harrison TW, "
    "Quirce S, Peterson S, Eriksson G. Development and validation of a novel risk score for "
    "asthma exacerbations: the risk score for exacerbations. J Allergy Clin Immunol. "
    "2015;135(6):1457-1464. PMID 25258144.", doi="10.1016/j.jaci.2014.08.015")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): the primary source is Bateman ED et al., J Allergy '
    'Clin Immunol 2015;135(6):1457-1464 (doi 10.1016/j.jaci.2014.08.015; abstract found: '
    "predictors GINA step, reliever use, post-bronchodilator FEV1, ACQ-5, BMI). MDCalc's page "
    '(stored) gives only the score-to-likelihood table (0-10 5%, 11-20 5-7%, 21-30 7-10%, '
    '31-40 10-12%, 41-50 12-15%, 51-60 15-18%, 61-70 18-24%, 71-80 24-30%, 81-90 30-37%, '
    '91-100 37-45%). The points per band were not found (the recorded answer shows ACQ-5 2.0 '
    '-> 7, FEV1 85% -> 13, rescue use 2/day -> 11, BMI < 30 and GINA step < 4 -> 0, total '
    '31).'
)

RECOVERY_SEARCH_W2C = (
    'Second recovery search (issue 12 wave 2, part w2c, 2026-11-24): pages (queries with the '
    "MDCalc field labels, band wording and hazard-ratio/points vocabulary; JACI abstract records: "
    'PubMed 25258144, ScienceDirect via thorax.bmj.com, Manchester, George Institute, AAAAI '
    'research summary, JACI blog: abstract/lay summary only; MDCalc page: interpretation table '
    'only, the form\'s points are not in the stored text; medicalalgorithms.com has the '
    'Loymans and Boer asthma scores, not the RSE; Spanish-language sites); docs (CRAN '
    'cliot and R documentation sites: no RSE); code and find_string ("risk score for '
    'exacerbations", "Risk Score for Asthma Exacerbation", "Rescue inhaler usage per day", '
    '"Postbronchodilator FEV1": no implementation); issues: nothing. The points per ACQ-5, '
    'post-bronchodilator FEV1 and reliever-use band (and for BMI >= 30 and GINA step 4) remain '
    'unfound; the single recorded answer (7/13/11 points) cannot fix a whole table. Kept '
    'unavailable.'
)

RECOVERY_SEARCH_R7C = (
    'Recovery search r7c (issue 12 wave 2, fourth pass, 2026-11-24): a partial secondary '
    'transcription was found in the documentation of the CRAN package cliot 1.0.0 '
    '(rse_asthma_score, rdrr.io and rdocumentation.org pages): BMI >= 30 +14; ACQ-5 < 1.5 0, '
    '1.5-2.49 +7, >= 2.5 +13; rescue inhaler uses/day < 2 0, 2-3.9 +11, >= 4 +26; GINA step >= 4 '
    '+27; total 0-100 (which implies at most 20 points for FEV1). Its ACQ-5 and reliever bands '
    'reproduce the two corresponding MDCalc field scores of dev task 087 (2.0 -> 7, 2/day -> 11), '
    'but the post-bronchodilator FEV1 bands are cut off in every stored copy of that page (the '
    "text breaks at the '%' sign), the package's R source is not stored (the GitHub mirror "
    'cran/cliot is an older version without the function), and its reference carries a wrong DOI '
    "(10.1016/j.jaci.2014.12.1915). MDCalc's FEV1 85% -> 13 fits a 0-20 range but does not fix "
    'the bands. Also searched: nobra_calculator (no RSE module), Cambio CDS GDL models '
    "(gdl-lang/common-clinical-models pull request 634 'Risk score for asthma exacerbation' "
    'exists, but its files could not be located in the stored index), MDCalc page (interpretation '
    "table only), find_string on 'ACQ-5 score', 'GINA treatment step 4', 'asthma_exacerbation'. "
    'The FEV1 points (and an independent check of BMI 14 and GINA-step 27) remain unestablished; '
    'kept unavailable.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): docs (cliot rse_asthma_score on rdrr.io and '
    'rdocumentation: the FEV1 argument and the worked examples are cut off in every stored '
    'copy), pages (FEV1 band and points wording, Loymans 2018 systematic review and BMC Med '
    'Res Methodol 2020 Table 1: predictor lists only), issues '
    '(gdl-lang/common-clinical-models PR 634: title only; guessed gdl2 file paths not in the '
    "index), find_string 'rse_asthma', 'gina_step_4', 'post_bronchodilator_fev1', 'acq5': "
    'nothing. FEV1 points still unestablished.'
)

CALCULATOR = UnavailableCalculator(
    id='rse',
    name='Risk Score for Asthma Exacerbation (RSE)',
    aliases=['RSE', 'Asthma exacerbation risk score', 'Risk Score for Asthma Exacerbation'],
    specialty='pulmonology',
    description=('Points score for the 6-month likelihood of an asthma exacerbation from BMI '
                 '>= 30, ACQ-5 score, post-bronchodilator FEV1 % predicted, daily '
                 'rescue-inhaler use and GINA treatment step.'),
    keywords=['asthma exacerbation', 'ACQ-5', 'FEV1', 'GINA step', 'risk prediction'],
    why="source_not_established",
    owner='Bateman ED et al. (J Allergy Clin Immunol 2015;135:1457)',
    reason=('The points table of the primary publication (Bateman 2015; only its abstract was '
            'found) could not be established after repeated recovery searches (pages, docs, code, '
            'exact-string look-ups). One partial secondary transcription exists (CRAN cliot docs: '
            'BMI >= 30 14, ACQ-5 0/7/13, reliever use 0/11/26, GINA step >= 4 27; its ACQ-5 and '
            'reliever bands agree with MDCalc), but its post-bronchodilator FEV1 bands are missing '
            'from every stored copy (MDCalc scored FEV1 85% as 13); no value is computed rather '
            'than a guessed one.'),
    alternatives=['airq', 'acq'],
    references=[BATEMAN_2015],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + RECOVERY_SEARCH_W2C + " " + RECOVERY_SEARCH_R7C + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_087_f66a5399 (31 points'
           ' -> 10-12% likelihood within 6 months) can become a reference case once the source'
           ' is found.'),
)
