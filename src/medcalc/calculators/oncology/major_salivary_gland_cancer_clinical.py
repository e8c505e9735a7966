"""Clinical (cTNM) stage group of major salivary gland cancer, AJCC 8th edition."""

import datetime as dt

from medcalc.core import Calculator, Output, Reference, Version
from medcalc.formulas.oncology_w3b import (
    SALIVARY_T_ROWS,
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
    "Springer; 2017 (chapter 8, Major Salivary Glands). Effective for cases diagnosed from 1 January 2018.",
    doi="10.1007/978-3-319-40618-3")
MDCALC = Reference("MDCalc. Major Salivary Gland Cancer (Clinical) (follows the AJCC 8th edition).")

T_STAGE = t_category(SALIVARY_T_ROWS, description="Primary tumour (T) category, major salivary glands (AJCC 8th)")
N_STAGE = n_category(CLINICAL_N, description="Clinical regional lymph node (cN) category (AJCC 8th, non-HPV head and neck)")
M_STAGE = m_category()

CALCULATOR = Calculator(
    id="major_salivary_gland_cancer_clinical",
    name="Major Salivary Gland Cancer (Clinical)",
    aliases=['Major Salivary Gland Cancer (Clinical)', 'salivary gland cancer staging clinical', 'parotid cancer staging', 'major salivary gland cTNM'],
    specialty="oncology",
    description="AJCC 8th clinical stage group (0-IVC) of carcinoma of the parotid, submandibular or sublingual gland from the cT, cN and M categories.",
    keywords=['TNM', 'AJCC 8th edition', 'head and neck cancer', 'cancer staging', 'salivary gland cancer', 'parotid', 'submandibular gland'],
    features=[T_STAGE, N_STAGE, M_STAGE],
    versions=[Version("ajcc_8", dt.date(2018, 1, 1), AJCC_8, head_neck_stage,
                      notes="AJCC Cancer Staging Manual 8th edition (chapter 8, Major Salivary Glands). "
                            + STAGE_TABLE_NOTE)],
    output=Output(kind="category", description="AJCC 8th stage group: 0, I, II, III, IVA, IVB "
                                               "or IVC"),
    interpret=stage_interpretation,
    references=[AJCC_8, MDCALC],
    notes='Clinical staging of the major salivary glands (parotid, submandibular, sublingual; minor salivary gland tumours are staged by their site). Extraparenchymal extension means clinical or macroscopic soft-tissue invasion (microscopic alone does not count). T0 with nodal disease stages by N (T0 N1 III, T0 N2 IVA, any T N3 IVB); T0 N0 and Tis with nodal disease give NA not_applicable.',
)
