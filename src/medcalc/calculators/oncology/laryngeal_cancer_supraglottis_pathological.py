"""Pathological (pTNM) stage group of supraglottic laryngeal cancer, AJCC 8th edition."""

from medcalc.formulas.oncology_w3b import SUPRAGLOTTIS_T_ROWS, ajcc8_head_neck_calculator

CALCULATOR = ajcc8_head_neck_calculator(
    t_rows=SUPRAGLOTTIS_T_ROWS,
    id="laryngeal_cancer_supraglottis_pathological",
    name="Laryngeal Cancer: Supraglottis (Pathological)",
    aliases=["Laryngeal Cancer: Supraglottis (Pathological)", "supraglottic cancer staging pathological", "supraglottis pTNM", "larynx supraglottis pathological stage"],
    description="AJCC 8th pathological stage group (0-IVC) of squamous cell carcinoma of the supraglottic larynx from the pT, pN and M categories.",
    keywords=["TNM", "AJCC 8th edition", "head and neck cancer", "cancer staging",
              "laryngeal cancer", "supraglottis", "pathological staging",
              "pathologic stage supraglottic cancer", "supraglottic cancer stage after surgery",
              "resected epiglottic tumor stage", "postoperative supraglottic larynx stage",
              "surgical pathology stage upper larynx", "pathologic TNM of epiglottic carcinoma"],
    chapter="13, Larynx",
    t_description="Primary tumour (pT) category, supraglottis (AJCC 8th)",
    pathological=True,
    mdcalc_page="Laryngeal Cancer: Supraglottis (Pathological)",
    notes="Pathological staging: pN counts microscopic extranodal extension (pN2a includes a single ipsilateral node <= 3 cm with ENE; pN3b a node > 3 cm with ENE or multiple/contralateral nodes with any ENE). The stage-group table given the categories is the same as for clinical staging. Tis with nodal disease gives NA not_applicable.",
)
