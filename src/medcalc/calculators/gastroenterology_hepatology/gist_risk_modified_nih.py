"""Risk of recurrence after resection of a gastrointestinal stromal tumour by the modified NIH
criteria (Joensuu 2008; GIST切除术后风险分级): very low, low, intermediate, high."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Category,
    Choice,
    Count,
    Output,
    Quantity,
    Reference,
    Version,
)
from medcalc.formulas.cmedcalc import first_true, pick

JOENSUU_2008 = Reference(
    "Joensuu H. Risk stratification of patients diagnosed with gastrointestinal stromal tumor. "
    "Hum Pathol. 2008;39(10):1411-1419 (modified NIH consensus criteria, Table: tumour size, "
    "mitotic index per 50 HPF, primary site, tumour rupture).", doi="10.1016/j.humpath.2008.06.025")
CSCO_2017 = Reference(
    "中国临床肿瘤学会胃肠间质瘤专家委员会. 中国胃肠间质瘤诊断治疗共识(2017年版) (原发GIST切除术后"
    "危险度分级采用改良NIH标准; journal details not verified here).")

SITE = Category(
    name="site", description="Primary tumour site", labels=("原发部位", "肿瘤部位"),
    choices=(Choice("gastric", "Stomach (胃)", aliases=("stomach", "胃", "胃部")),
             Choice("non_gastric", "Small bowel, colorectum, oesophagus, mesentery or other "
                                   "(非胃)",
                    aliases=("small intestine", "small bowel", "duodenum", "rectum", "colon",
                             "小肠", "十二指肠", "直肠", "结肠", "非胃", "胃外")),),
)
RANK = {"very_low": 0, "low": 1, "intermediate": 2, "high": 3}
ZH = {"very_low": "极低危", "low": "低危", "intermediate": "中危", "high": "高危"}


def gist_risk(tumour_size, mitoses_per_50_hpf, site, rupture):
    size, mit = tumour_size, mitoses_per_50_hpf
    gastric = site == "gastric"
    high = (rupture | (size > 10) | (mit > 10) | ((size > 5) & (mit > 5))
            | ((size > 2) & (size <= 5) & (mit > 5) & ~gastric)
            | ((size > 5) & (size <= 10) & (mit <= 5) & ~gastric))
    intermediate = (((size > 2) & (size <= 5) & (mit > 5) & gastric)
                    | ((size <= 2) & (mit > 5) & (mit <= 10))
                    | ((size > 5) & (size <= 10) & (mit <= 5) & gastric))
    low = (size > 2) & (size <= 5) & (mit <= 5)
    risk = first_true([high, intermediate, low], ["high", "intermediate", "low"], "very_low")
    return {"value": risk, "grade_zh": pick(risk, ZH, "极低危")}


CALCULATOR = Calculator(
    id="gist_risk_modified_nih",
    name="GIST Risk of Recurrence after Resection (Modified NIH Criteria)",
    aliases=["GIST切除术后风险分级（胃肠道间质瘤）", "GIST风险分级", "改良NIH标准",
             "modified NIH criteria GIST", "Joensuu criteria", "GIST危险度分级"],
    specialty="gastroenterology_hepatology",
    description="Very low / low / intermediate / high risk of recurrence of a resected primary "
                "GIST from size, mitotic count per 50 HPF, site and rupture.",
    keywords=["gastrointestinal stromal tumour", "GIST", "imatinib", "adjuvant therapy",
              "recurrence risk", "胃肠间质瘤", "伊马替尼", "recurrence after GIST surgery",
              "need for adjuvant imatinib", "stromal tumor relapse risk",
              "GIST prognosis by size and mitoses", "risk category resected GIST",
              "tumor rupture recurrence risk"],
    features=[
        Quantity(name="tumour_size", unit="cm", units=("cm", "mm"), range=(0.1, 60.0),
                 description="Largest tumour diameter", labels=("肿瘤大小", "肿瘤直径")),
        Count(name="mitoses_per_50_hpf", range=(0, 1000),
              description="Mitotic count per 50 high-power fields (or per 5 mm²)",
              labels=("核分裂象", "核分裂象/50HPF", "mitotic index")),
        SITE,
        Boolean(name="rupture", description="Tumour rupture (spontaneous or at surgery)",
                labels=("肿瘤破裂",), required=False, default=False, absent=False),
    ],
    versions=[Version("joensuu_2008", dt.date(2008, 10, 1), JOENSUU_2008, gist_risk,
                      notes="Very low: <= 2 cm and <= 5 mitoses; low: 2.1-5 cm and <= 5; "
                            "intermediate: 2.1-5 cm > 5 gastric, < 2 cm 6-10 any site, 5.1-10 "
                            "cm <= 5 gastric; high: rupture, > 10 cm, > 10 mitoses, > 5 cm and "
                            "> 5, 2.1-5 cm > 5 non-gastric, 5.1-10 cm <= 5 non-gastric.")],
    output=Output(kind="category", description="very_low, low, intermediate or high (grade_zh: "
                                               "极低危, 低危, 中危, 高危)"),
    references=[JOENSUU_2008, CSCO_2017],
    notes="Joensuu's modification of the 2002 NIH (Fletcher) consensus adds primary site and "
          "tumour rupture; the Chinese consensus uses it to select adjuvant imatinib "
          "(intermediate gastric and all high-risk). Sizes at the band edges: 2.0 cm is in "
          "'<= 2', 5.0 in '2.1-5', 10.0 in '5.1-10'. A tumour <= 2 cm with more than 10 "
          "mitoses is high risk (mitoses > 10 at any size).",
)
