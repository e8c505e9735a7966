"""Pathological (pTNM) stage group of glottic laryngeal cancer, AJCC 8th edition."""

from medcalc.formulas.oncology_w3b import GLOTTIS_T_ROWS, ajcc8_head_neck_calculator

CALCULATOR = ajcc8_head_neck_calculator(
    t_rows=GLOTTIS_T_ROWS,
    id="laryngeal_cancer_glottis_pathological",
    name="Laryngeal Cancer: Glottis (Pathological)",
    aliases=["Laryngeal Cancer: Glottis (Pathological)", "glottic cancer staging pathological", "glottis pTNM", "larynx glottis pathological stage"],
    description="AJCC 8th pathological stage group (0-IVC) of squamous cell carcinoma of the glottic larynx from the pT, pN and M categories.",
    keywords=["TNM", "AJCC 8th edition", "head and neck cancer", "cancer staging",
              "laryngeal cancer", "glottis", "vocal cord", "pathological staging",
              "pathologic stage vocal cord cancer", "glottic cancer stage after surgery",
              "surgical pathology stage of larynx", "vocal fold carcinoma pathologic TNM",
              "postoperative voice box cancer stage", "resected glottic tumor stage"],
    chapter="13, Larynx",
    t_description="Primary tumour (pT) category, glottis (AJCC 8th)",
    pathological=True,
    mdcalc_page="Laryngeal Cancer: Glottis (Pathological)",
    notes="Pathological staging: pN counts microscopic extranodal extension (a single ipsilateral node <= 3 cm with ENE is pN2a; a node > 3 cm with ENE, or multiple/contralateral nodes with any ENE, is pN3b). The stage-group table given the categories is the same as for clinical staging. T1a/T1b stage as T1. Tis with nodal disease gives NA not_applicable.",
)
