"""Pathological (pTNM) stage group of supraglottic laryngeal cancer, AJCC 8th edition."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.oncology_w3b import (
    SUPRAGLOTTIS_T_ROWS,
    PATHOLOGICAL_N,
    STAGE_TABLE_NOTE,
    head_neck_stage,
    m_category,
    n_category,
    stage_interpretation,
    t_category,
)

AJCC_8 = Reference(
    "Amin MB, Edge SB, Greene FL, et al., eds. AJCC Cancer Staging Manual. 8th ed. New York: "
    "Springer; 2017 (chapter 13, Larynx). Effective for cases diagnosed from 1 January 2018.",
    doi="10.1007/978-3-319-40618-3")
MDCALC = Reference("MDCalc. Laryngeal Cancer: Supraglottis (Pathological) (follows the AJCC 8th edition).")

T_STAGE = t_category(SUPRAGLOTTIS_T_ROWS, description="Primary tumour (pT) category, supraglottis (AJCC 8th)")
N_STAGE = n_category(PATHOLOGICAL_N, description="Pathological regional lymph node (pN) category (AJCC 8th, non-HPV head and neck)")
M_STAGE = m_category()

CALCULATOR = Calculator(
    id="laryngeal_cancer_supraglottis_pathological",
    name="Laryngeal Cancer: Supraglottis (Pathological)",
    aliases=['Laryngeal Cancer: Supraglottis (Pathological)', 'supraglottic cancer staging pathological', 'supraglottis pTNM', 'larynx supraglottis pathological stage'],
    specialty="oncology",
    description="AJCC 8th pathological stage group (0-IVC) of squamous cell carcinoma of the supraglottic larynx from the pT, pN and M categories.",
    keywords=['TNM', 'AJCC 8th edition', 'head and neck cancer', 'cancer staging', 'laryngeal cancer', 'supraglottis', 'pathological staging'],
    features=[T_STAGE, N_STAGE, M_STAGE],
    versions=[Version("ajcc_8", dt.date(2018, 1, 1), AJCC_8, head_neck_stage,
                      notes="AJCC Cancer Staging Manual 8th edition (chapter 13, Larynx). "
                            + STAGE_TABLE_NOTE)],
    output=Output(kind="category", description="AJCC 8th stage group: 0, I, II, III, IVA, IVB "
                                               "or IVC"),
    interpret=stage_interpretation,
    references=[AJCC_8, MDCALC],
    notes='Pathological staging: pN counts microscopic extranodal extension (pN2a includes a single ipsilateral node <= 3 cm with ENE; pN3b a node > 3 cm with ENE or multiple/contralateral nodes with any ENE). The stage-group table given the categories is the same as for clinical staging. Tis with nodal disease gives NA not_applicable.',
)
