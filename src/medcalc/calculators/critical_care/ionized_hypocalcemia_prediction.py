"""Predicting ionized hypocalcaemia in critical care (Yap et al. 2020): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import Reference, UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages (QxMD/Medscape calculator '
    'description; Yap, Roche-Recinos, Goldwasser J Appl Lab Med 2020;5:4-14 abstract via '
    'ouci; Yap & Goldwasser narrative review, J Lab Precis Med 2022) and code; none gives the '
    "Ion model's linear coefficients, residual SD or logistic coefficients needed to "
    'reproduce the recorded answer (iCa 1.14 mM, 95% PI 1.02-1.25, P(iCa < 1.10) 19.32%). '
    'Second recovery search (w2d, 2026-11-24): pages for the JALM full text (only the '
    'abstract via ouci; QxMD and Medscape calculator 704 pages describe inputs and outputs '
    'only), the authors\' external validation in COVID-19 (Yap et al., Ann Clin Biochem '
    '2022;59(2):110-115, doi 10.1177/00045632211049983: abstract only, no equation) and the '
    '2022 J Lab Precis Med review (opening only); the code index (find_string of the DOI '
    'and the title: no implementation; the open MDCalc-clone repositories found have no '
    'ionized-calcium model). One recorded answer (3 outputs) cannot identify 5 linear '
    'coefficients, a residual SD and a logistic model.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (equation/coefficient wording; J Lab '
    'Precis Med 2022 review page: opening only in three query variants; ouci abstract: '
    "separate linear and logistic 'AG' and 'Ion' models, arterial derivation n = 310, venous "
    'validation n = 462, ROC 0.92/0.89 vs 0.81 for corrected calcium), find_string '
    "'Goldwasser', code semantic search, docs (cliot): no coefficients. Still not computed."
)

CALCULATOR = UnavailableCalculator(
    id='ionized_hypocalcemia_prediction',
    name='Predicting Ionized Hypocalcemia in Critical Care',
    aliases=['Ionized calcium prediction',
             'iCa prediction from anion gap',
             'Yap ionized calcium model'],
    specialty='critical_care',
    description=('Estimate of arterial ionized calcium (point estimate, 95% prediction '
                 'interval and probability of iCa < 1.10 mM) from serum total calcium, '
                 'albumin, sodium, chloride and total CO2.'),
    keywords=['ionized calcium',
              'hypocalcemia',
              'anion gap',
              'critical care',
              'corrected calcium'],
    why="source_not_established",
    owner=('Yap E, Roche-Recinos A, Goldwasser P (SUNY Downstate / VA New York Harbor); J Appl'
           ' Lab Med 2020'),
    reason=('The regression coefficients, residual standard error and the logistic model '
            'behind the point estimate, prediction interval and P(iCa < 1.10 mM) were not '
            'available offline: searched the stored pages (QxMD/Medscape calculator 704 '
            "describes the inputs and outputs only; the JALM abstract and the authors' 2022 "
            'review give no coefficients; the 2022 Ann Clin Biochem external validation gives '
            'none in its abstract) and the code index. Without them no value is '
            'computed rather than a guessed one.'),
    alternatives=['calcium_correction'],
    references=[
        Reference(('Yap E, Roche-Recinos A, Goldwasser P. Predicting Ionized Hypocalcemia in '
                   'Critical Care: An Improved Method Based on the Anion Gap. J Appl Lab Med. '
                   '2020;5(1):4-14.'),
                  doi='10.1373/jalm.2019.029314'),
    ],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_102_4cc6c9bc (Ca 7.8 '
           'mg/dL, albumin 2.8 g/dL, Na 133, Cl 112, tCO2 10 -> iCa 1.14 mM, 95% PI 1.02-1.25,'
           ' P(iCa < 1.10) 19.32%) can become a reference case once the model is implemented '
           'from the paper.'),
)
