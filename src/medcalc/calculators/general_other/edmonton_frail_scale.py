"""Edmonton Frail Scale: registered as unavailable (licence held by the University of Alberta)."""

from medcalc.core import Reference, UnavailableCalculator

ROLFSON_2006 = Reference(
    "Rolfson DB, Majumdar SR, Tsuyuki RT, Tahir A, Rockwood K. Validity and reliability of the "
    "Edmonton Frail Scale. Age Ageing. 2006;35(5):526-529.", doi="10.1093/ageing/afl041",
    url="https://pubmed.ncbi.nlm.nih.gov/16757522/")
EFS_LICENCE = Reference(
    "Edmonton Frail Scale: copyright and licensing (University of Alberta).",
    url="https://edmontonfrailscale.org/what-about-copyright-and-licensing")

CALCULATOR = UnavailableCalculator(
    id="edmonton_frail_scale",
    name="Edmonton Frail Scale",
    aliases=["Edmonton Frail Scale (EFS)", "EFS", "Edmonton frailty scale"],
    specialty="general_other",
    description=("Multidimensional frailty measure for older adults (cognition by clock drawing, "
                 "health status, functional independence, social support, medications, "
                 "nutrition, mood, continence, Timed Up and Go; 0-17)."),
    keywords=["frailty", "older adults", "geriatric assessment", "clock drawing",
              "timed up and go", "preoperative frailty"],
    why="licence",
    owner=("University of Alberta (Edmonton Frail Scale, copyright 2000; licences via "
           "edmontonfrailscale.org)"),
    reason=("The University of Alberta states that the EFS may not be copied, published, "
            "distributed, reproduced or modified without its express permission and requires "
            "a licence (with fees) when the EFS is built into health networks; the official "
            "version and its 2018-2019 scoring bands come with that licence. Reproducing the "
            "form in an open library is therefore not possible without a licence."),
    alternatives=["clinical_frailty_scale", "g8_geriatric_screening_tool"],
    references=[ROLFSON_2006, EFS_LICENCE],
    notes=("Licence checked 2026-11-24 on edmontonfrailscale.org (copyright and licensing page; "
           "resources page: 'non-commercial and non-derivative' unless a licence says "
           "otherwise). For the record, the MedMCP-Calc dev answers (tasks 011: 10/17 and 051: "
           "11/17, both 'moderate frailty') are consistent with the published item points "
           "(Rolfson 2006) and the current bands 0-5 not frail, 6-7 vulnerable, 8-9 mild, "
           "10-11 moderate, 12-17 severe frailty; they are not turned into cases because the "
           "calculator is not computed here."),
)
