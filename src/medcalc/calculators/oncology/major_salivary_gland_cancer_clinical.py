"""Clinical (cTNM) stage group of major salivary gland cancer, AJCC 8th edition."""

from medcalc.formulas.oncology_w3b import SALIVARY_T_ROWS, ajcc8_head_neck_calculator

CALCULATOR = ajcc8_head_neck_calculator(
    t_rows=SALIVARY_T_ROWS,
    id="major_salivary_gland_cancer_clinical",
    name="Major Salivary Gland Cancer (Clinical)",
    aliases=["Major Salivary Gland Cancer (Clinical)", "salivary gland cancer staging clinical", "parotid cancer staging", "major salivary gland cTNM"],
    description="AJCC 8th clinical stage group (0-IVC) of carcinoma of the parotid, submandibular or sublingual gland from the cT, cN and M categories.",
    keywords=["TNM", "AJCC 8th edition", "head and neck cancer", "cancer staging",
              "salivary gland cancer", "parotid", "submandibular gland", "stage of parotid cancer",
              "clinical stage salivary gland carcinoma", "submandibular gland cancer stage",
              "salivary tumor TNM before treatment", "pretreatment parotid tumor stage",
              "sublingual gland cancer stage"],
    chapter="8, Major Salivary Glands",
    t_description="Primary tumour (T) category, major salivary glands (AJCC 8th)",
    pathological=False,
    mdcalc_page="Major Salivary Gland Cancer (Clinical)",
    notes="Clinical staging of the major salivary glands (parotid, submandibular, sublingual; minor salivary gland tumours are staged by their site). Extraparenchymal extension means clinical or macroscopic soft-tissue invasion (microscopic alone does not count). T0 with nodal disease stages by N (T0 N1 III, T0 N2 IVA, any T N3 IVB); T0 N0 and Tis with nodal disease give NA not_applicable.",
)
