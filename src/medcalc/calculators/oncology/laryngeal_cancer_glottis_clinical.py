"""Clinical (cTNM) stage group of glottic laryngeal cancer, AJCC 8th edition."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.oncology_w3b import (
    GLOTTIS_T_ROWS,
    CLINICAL_N,
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
MDCALC = Reference("MDCalc. Laryngeal Cancer: Glottis (Clinical) (follows the AJCC 8th edition).")

T_STAGE = t_category(GLOTTIS_T_ROWS, description="Primary tumour (T) category, glottis (AJCC 8th)")
N_STAGE = n_category(CLINICAL_N, description="Clinical regional lymph node (cN) category (AJCC 8th, non-HPV head and neck)")
M_STAGE = m_category()

CALCULATOR = Calculator(
    id="laryngeal_cancer_glottis_clinical",
    name="Laryngeal Cancer: Glottis (Clinical)",
    aliases=['Laryngeal Cancer: Glottis (Clinical)', 'glottic cancer staging clinical', 'glottis cTNM', 'larynx glottis clinical stage'],
    specialty="oncology",
    description="AJCC 8th clinical stage group (0-IVC) of squamous cell carcinoma of the glottic larynx from the cT, cN and M categories.",
    keywords=['TNM', 'AJCC 8th edition', 'head and neck cancer', 'cancer staging', 'laryngeal cancer', 'glottis', 'vocal cord'],
    features=[T_STAGE, N_STAGE, M_STAGE],
    versions=[Version("ajcc_8", dt.date(2018, 1, 1), AJCC_8, head_neck_stage,
                      notes="AJCC Cancer Staging Manual 8th edition (chapter 13, Larynx). "
                            + STAGE_TABLE_NOTE)],
    output=Output(kind="category", description="AJCC 8th stage group: 0, I, II, III, IVA, IVB "
                                               "or IVC"),
    interpret=stage_interpretation,
    references=[AJCC_8, MDCALC],
    notes='Clinical staging (cN from examination and imaging; ENE-positive only when clinically overt, cN3b). T1a/T1b (one or both vocal cords) stage as T1. The stage-group table is the shared AJCC 8th non-HPV head and neck table; the glottis has no T0 category. Combinations outside the table (Tis with nodal disease) give NA not_applicable. MDCalc uses the AJCC 8th edition.',
)
