"""Dosing calculators say when the source's maximum dose caps the result (issue 14)."""

import pytest

import medcalc


@pytest.mark.parametrize("calc_id,heavy_dose", [("tpa_alteplase_dosing_stroke", 90.0),
                                                ("tnk", 25.0)])
def test_cap_applied_warns(calc_id, heavy_dose):
    heavy = medcalc.calculate(calc_id, {"weight": "130 kg"})
    assert heavy.value == heavy_dose
    assert any("maximum dose" in w for w in heavy.warnings)
    at_cap = medcalc.calculate(calc_id, {"weight": 100})
    assert at_cap.value == heavy_dose and not at_cap.warnings
    light = medcalc.calculate(calc_id, {"weight": 80})
    assert light.value < heavy_dose and not light.warnings
