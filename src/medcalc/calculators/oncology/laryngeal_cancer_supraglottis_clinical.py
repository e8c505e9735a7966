"""Clinical (cTNM) stage group of supraglottic laryngeal cancer, AJCC 8th edition."""

from medcalc.formulas.oncology_w3b import SUPRAGLOTTIS_T_ROWS, ajcc8_head_neck_calculator

CALCULATOR = ajcc8_head_neck_calculator(
    t_rows=SUPRAGLOTTIS_T_ROWS,
    id="laryngeal_cancer_supraglottis_clinical",
    name="Laryngeal Cancer: Supraglottis (Clinical)",
    aliases=["Laryngeal Cancer: Supraglottis (Clinical)", "supraglottic cancer staging clinical", "supraglottis cTNM", "larynx supraglottis clinical stage"],
    description="AJCC 8th clinical stage group (0-IVC) of squamous cell carcinoma of the supraglottic larynx from the cT, cN and M categories.",
    keywords=["TNM", "AJCC 8th edition", "head and neck cancer", "cancer staging",
              "laryngeal cancer", "supraglottis", "epiglottis", "stage of supraglottic cancer",
              "epiglottis cancer stage", "clinical stage supraglottic larynx",
              "upper larynx carcinoma TNM", "pretreatment supraglottic tumor stage",
              "false vocal cord cancer stage"],
    chapter="13, Larynx",
    t_description="Primary tumour (T) category, supraglottis (AJCC 8th)",
    pathological=False,
    mdcalc_page="Laryngeal Cancer: Supraglottis (Clinical)",
    notes="Clinical staging (cN from examination and imaging; ENE-positive only when clinically overt, cN3b). The stage-group table is the shared AJCC 8th non-HPV head and neck table. Tis with nodal disease gives NA not_applicable.",
)
