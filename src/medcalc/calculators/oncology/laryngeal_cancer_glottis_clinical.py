"""Clinical (cTNM) stage group of glottic laryngeal cancer, AJCC 8th edition."""

from medcalc.formulas.oncology_w3b import GLOTTIS_T_ROWS, ajcc8_head_neck_calculator

CALCULATOR = ajcc8_head_neck_calculator(
    t_rows=GLOTTIS_T_ROWS,
    id="laryngeal_cancer_glottis_clinical",
    name="Laryngeal Cancer: Glottis (Clinical)",
    aliases=["Laryngeal Cancer: Glottis (Clinical)", "glottic cancer staging clinical", "glottis cTNM", "larynx glottis clinical stage"],
    description="AJCC 8th clinical stage group (0-IVC) of squamous cell carcinoma of the glottic larynx from the cT, cN and M categories.",
    keywords=["TNM", "AJCC 8th edition", "head and neck cancer", "cancer staging",
              "laryngeal cancer", "glottis", "vocal cord", "stage of vocal cord cancer",
              "glottic laryngeal cancer stage before surgery", "clinical stage of larynx cancer",
              "vocal fold carcinoma TNM", "voice box cancer stage",
              "pretreatment stage glottic carcinoma"],
    chapter="13, Larynx",
    t_description="Primary tumour (T) category, glottis (AJCC 8th)",
    pathological=False,
    mdcalc_page="Laryngeal Cancer: Glottis (Clinical)",
    notes="Clinical staging (cN from examination and imaging; ENE-positive only when clinically overt, cN3b). T1a/T1b (one or both vocal cords) stage as T1. The stage-group table is the shared AJCC 8th non-HPV head and neck table; the glottis has no T0 category. Combinations outside the table (Tis with nodal disease) give NA not_applicable. MDCalc uses the AJCC 8th edition.",
)
