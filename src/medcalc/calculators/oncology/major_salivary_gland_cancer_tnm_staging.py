"""Pathological (pTNM) stage group of major salivary gland cancer, AJCC 8th edition."""

from medcalc.formulas.oncology_w3b import SALIVARY_T_ROWS, ajcc8_head_neck_calculator

CALCULATOR = ajcc8_head_neck_calculator(
    t_rows=SALIVARY_T_ROWS,
    id="major_salivary_gland_cancer_tnm_staging",
    name="Major Salivary Gland Cancer TNM Staging (Pathological)",
    aliases=["Major Salivary Gland Cancer TNM Staging (Pathological)", "Major Salivary Gland Cancer TNM Staging", "salivary gland cancer staging pathological", "major salivary gland pTNM"],
    description="AJCC 8th pathological stage group (0-IVC) of carcinoma of the parotid, submandibular or sublingual gland from the pT, pN and M categories.",
    keywords=["TNM", "AJCC 8th edition", "head and neck cancer", "cancer staging",
              "salivary gland cancer", "parotid", "pathological staging",
              "pathologic stage parotid cancer", "salivary gland cancer stage after surgery",
              "resected parotid tumor stage", "postoperative salivary carcinoma TNM",
              "surgical pathology stage salivary gland",
              "pathologic TNM of submandibular carcinoma"],
    chapter="8, Major Salivary Glands",
    t_description="Primary tumour (pT) category, major salivary glands (AJCC 8th)",
    pathological=True,
    mdcalc_page="Major Salivary Gland Cancer TNM Staging (Pathological)",
    notes="Pathological staging: pN counts microscopic extranodal extension (pN2a includes a single ipsilateral node <= 3 cm with ENE; pN3b a node > 3 cm with ENE or multiple/contralateral nodes with any ENE). The stage-group table given the categories is the same as for clinical staging. T0 N0 and Tis with nodal disease give NA not_applicable.",
)
