"""Gupta postoperative pneumonia risk (Gupta et al., Mayo Clin Proc 2013): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import Reference, UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages (mdapp.co Gupta pneumonia page: '
    'confirms the logistic form and the intercept -2.8977 only; Mayo Clin Proc 2013 abstract) '
    'and code (one unattributed Python implementation with a full coefficient set: age '
    '0.0144/yr, COPD no -0.4553, partially/totally dependent 0.7653/0.9400, ASA 1-4 '
    '-3.0225/-1.6057/-0.4915/0.0123, sepsis none/sepsis/shock -0.7641/-0.0842/0.1048, no '
    "smoking -0.4306, and a procedure list not matching the paper's NSQIP categories). That "
    'set gives 15.5% (foregut) or 17.7% (thoracic) for the recorded MDCalc case (74 y, COPD, '
    "partially dependent, ASA 4, no sepsis, smoker, open esophagectomy) against MDCalc's "
    "32.3%, so its procedure coefficients at least are not the paper's; not used."
)

RECOVERY_SEARCH_W2C = (
    'Second recovery search (issue 12 wave 2, part w2c, 2026-11-24): pages (mdapp.co page re-queried '
    'with the coefficient values and procedure names: only its opening with the intercept is '
    'stored; Ovid/Mayo Clin Proc record 88(11):1241-1249, PMID 24182703 confirms the citation and '
    'the seven predictors only; slideshare NSQIP (Gupta) overview, medicalalgorithms.com (no Gupta pneumonia page), Medscape/MedCalc 3000 page is '
    'the different Arozullah index; no PMC full text); docs (rdrr.io/rdocumentation pages of the '
    'CRAN package cliot list a gupta_pneumonia_risk function but show no coefficients; its '
    'stored GitHub mirror cran/cliot is an older version without it); code (find_string on '
    '2.8977, -3.0225, 0.4553 and 0.7653 found no transcription; the nobra_calculator files '
    '(danielxmed/nobra_calculator, calculators/ and app/models/) carry the same set as above, with '
    'a procedure list sorted by value that has no anorectal/bariatric/ENT/other-abdomen rows, so '
    'it is not the paper\'s 21-category table); other-language calculator sites. With the '
    "non-procedure values above, MDCalc's 32.3% would need a procedure term of +1.079 "
    '(logit(0.323) = -0.740; -2.8977 + 74 x 0.0144 + 0.7653 + 0.0123 - 0.7641 = -1.819), which '
    'no stored source gives. Kept unavailable.'
)

RECOVERY_SEARCH_R7C = (
    'Recovery search r7c (issue 12 wave 2, fourth pass, 2026-11-24): pages (paper title, authors, '
    "'Foregut/hepatopancreatobiliary' and the other procedure names, coefficient vocabulary; PDF "
    "mirrors such as c.coek.info hold the authors' 2011 Chest respiratory-failure paper, not this "
    'one; mdapp.co and Ovid: opening/abstract only); docs (CRAN cliot 1.0.0 documents '
    "gupta_pneumonia_risk with the paper's 21 procedure categories, but no coefficients, and its "
    'R source is not stored); code (nobra_calculator re-read: its 19 procedure values, sorted '
    "and including non-NSQIP groups such as 'renal', do not match the paper's categories; no "
    'other implementation); find_string on coefficient values (-2.8977, -3.0225, 0.7653, 0.0144: '
    'only unrelated numeric matches). The procedure coefficients remain unfound; kept unavailable.'
)

RECOVERY_SEARCH_S11 = (
    "Fifth recovery round (s11, 2026-11-24): pages (NSQIP procedure-list and 'Table 2 beta' "
    'wording; mdapp.co opening with the intercept only), code (Health-Universe Gupta '
    'repositories are placeholders without the model; cupliz/medical-calculators has the '
    "different Arozullah index), find_string 'gupta_pneumonia', 'GuptaPneumonia', "
    "'postoperative_pneumonia' (nobra copies only). The procedure coefficients remain unfound "
    "(MDCalc's 32.3% in task 097 needs +1.079). Still not computed."
)

CALCULATOR = UnavailableCalculator(
    id='gupta_postoperative_pneumonia_risk',
    name='Gupta Postoperative Pneumonia Risk',
    aliases=['Gupta Postoperative Pneumonia Risk Calculator',
             'Postoperative pneumonia risk calculator',
             'Gupta pneumonia risk'],
    specialty='pulmonology',
    description=('NSQIP-derived logistic model of postoperative pneumonia risk from age, ASA '
                 'class, COPD, functional status, preoperative sepsis, smoking and type of '
                 'operation.'),
    keywords=['postoperative pneumonia',
              'NSQIP',
              'perioperative risk',
              'pulmonary complications'],
    why="source_not_established",
    owner='Gupta H, Gupta PK, Schuller D, et al. (Creighton University); Mayo Clin Proc 2013',
    reason=('Only the intercept (-2.8977) of the logistic model could be confirmed offline '
            "(mdapp.co's page; the Mayo Clinic Proceedings abstract lists the seven predictors"
            ' without coefficients); the coefficients of the 21 procedure types (and an '
            'independent confirmation of the other coefficients) were not found in the stored '
            'sources after repeated recovery searches (pages, docs, code, exact-number look-ups), and '
            "no available coefficient set reproduces MDCalc's recorded 32.3%. No value is "
            'computed rather than a guessed one.'),
    alternatives=['asa_physical_status'],
    references=[
        Reference(('Gupta H, Gupta PK, Schuller D, Fang X, Miller WJ, Modrykamien A, Wichman '
                   'TO, Morrow LE. Development and validation of a risk calculator for '
                   'predicting postoperative pneumonia. Mayo Clin Proc. 2013;88(11):1241-1249. '
                   'PMID 24182703.'),
                  doi='10.1016/j.mayocp.2013.06.027'),
    ],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + RECOVERY_SEARCH_W2C + " " + RECOVERY_SEARCH_R7C + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_097_e2ae270c (74 y, '
           'COPD, partially dependent, ASA 4, no sepsis, smoker, open esophagectomy/thoracic '
           '-> 32.3%) can become a reference case once the coefficients are taken from the '
           "paper's table."),
)
