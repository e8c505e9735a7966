"""ACTA-PORT score (Klein et al., Br J Anaesth 2017): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import Reference, UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages (Klein 2017 BJA abstract records: '
    'medluna, Monash, ouci, Medscape/QxMD description; calculator.dev page with an unrelated '
    'invented formula) and code; none gives the integer points per band or the score-to-risk '
    'curve (recorded MDCalc answer: 21 points -> 76.9%).'
)

RECOVERY_SEARCH_W2C = (
    'Second recovery search (issue 12 wave 2, part w2c, 2026-11-24): pages (BJA full-text and '
    'PDF-mirror queries with the journal header and table wording; Klein 2017 abstract records on '
    'peeref, medluna, Monash, scite, QxMD; AntiPORT recalibration (Yeates et al., Crit Care Resusc '
    '2022, doi 10.51893/2022.4.OA6, PMC10692639) and Vlot et al. external validation in older '
    'patients: abstracts only; calculator.dev page again: an invented formula unrelated to the '
    'paper; Medscape/QxMD calculator 436: description only; MDCalc page and a '
    'medicalalgorithms.com entry not stored); docs (CRAN cliot and R documentation sites: no ACTA-PORT function); code and '
    'find_string ("ACTA-PORT", "ACTA PORT", "PeriOperative Risk of blood Transfusion": no '
    'implementation; nobra_calculator has no ACTA-PORT module); issues. The integer points per '
    'age, sex, haemoglobin, BSA, logistic EuroSCORE, creatinine and operation band and the '
    'score-to-risk curve remain unfound. Kept unavailable.'
)

RECOVERY_SEARCH_R7C = (
    'Recovery search r7c (issue 12 wave 2, fourth pass, 2026-11-24): pages (BJA full-text and '
    "table wording with the seven predictors and 'points'; Medscape/QxMD calculator 436 and "
    'calculator.dev pages: description and an invented formula only; AntiPORT (Yeates 2022) and '
    'Vlot 2022 (J Cardiothorac Vasc Anesth 36(8 Pt B):2983) records: abstracts only; no PDF mirror '
    'of Klein 2017 stored); docs (CRAN cliot 1.0.0 has no ACTA-PORT function); code and '
    "find_string on the MDCalc field labels and option texts ('Euroscore (logistic)', 'Age ≥70?', "
    "'Combined valve and CABG': no calculator implementation); nobra_calculator and Cambio CDS "
    'GDL model collections (no ACTA-PORT model found); issues (nothing). The integer points per '
    'band and the score-to-risk curve (21 -> 76.9%) remain unfound; kept unavailable.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (points and band wording for Hb, BSA, '
    'logistic EuroSCORE, creatinine and operation; ACTACC online calculator; AntiPORT '
    'recalibration, Vlot 2022, Van den Eynde Transfusion review, Alonso-Tunon J Clin Med '
    '2023: abstracts or own models only; QxMD/Medscape calculator 436: description only), '
    'docs (cliot: none). Still not computed.'
)

CALCULATOR = UnavailableCalculator(
    id='acta_port_transfusion',
    name='PORT score for PeriOperative Risk of blood Transfusion in cardiac surgery by ACTA',
    aliases=['ACTA-PORT', 'ACTA PORT score', 'PORT score transfusion cardiac surgery'],
    specialty='surgery_anesthesiology',
    description=('Points score for the risk of perioperative red-cell transfusion in adult '
                 'cardiac surgery from age, sex, haemoglobin, body surface area, logistic '
                 'EuroSCORE, creatinine and type of operation.'),
    keywords=['cardiac surgery',
              'blood transfusion',
              'patient blood management',
              'perioperative anaemia'],
    why="source_not_established",
    owner='Association for Cardiothoracic Anaesthesia and Critical Care (ACTA); Klein AA et al.',
    reason=('The points per variable band and the risk conversion (e.g. 21 points -> 76.9%) '
            'could not be established from the stored sources after two recovery searches '
            '(pages incl. full-text mirrors and the AntiPORT/Vlot validation papers, docs, code, '
            'exact-string look-ups) and a third (r7c: MDCalc option texts, CRAN cliot, calculator '
            'collections); no value is computed rather than a guessed one.'),
    alternatives=[],
    references=[
        Reference(('Klein AA, Collier T, Yeates J, Miles LF, Fletcher SN, Evans C, Richards T;'
                   ' Contributors. The ACTA PORT-score for predicting perioperative risk of '
                   'blood transfusion for adult cardiac surgery. Br J Anaesth. '
                   '2017;119(3):394-401. PMID 28969306.'),
                  doi='10.1093/bja/aex205'),
    ],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + RECOVERY_SEARCH_W2C + " " + RECOVERY_SEARCH_R7C + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_069_e1fcfd1c (72 y '
           'male, Hb 11.2, BSA 2.07, EuroSCORE 8%, creatinine 1.6 mg/dL, combined valve + CABG'
           ' -> 21 points, 76.9%) can become a reference case once the points table is taken '
           'from the paper. Citation details (119(3):394-401, doi 10.1093/bja/aex205, PMID '
           '28969306) confirmed against the stored peeref and medluna records.'),
)
