/// The sample responses `--offline` answers from, as the seed's Moya target had `sampleData`
/// (its `SuccessRecordDennys.json`): bodies in Airtable's own shapes.
enum OfflineSamples {
    /// `GET /v0/{base}/Meals`: the seed's seven meals, eaten in the week of 2026-11-22.
    static let records = """
        {"records":[
        {"id":"recOfflineMeal001","createdTime":"2026-11-22T12:00:00.000Z","fields":{"name":"とろ〜り卵とチーズのオムライス","type":"ご飯","week":"日曜日","status":"普通","store":"渋谷店","date":"2026-11-22","key":"2026-11-22|渋谷店|とろ〜り卵とチーズのオムライス"}},
        {"id":"recOfflineMeal002","createdTime":"2026-11-23T12:00:00.000Z","fields":{"name":"大盛りカットステーキ","type":"肉","week":"月曜日","status":"空いている","store":"渋谷店","date":"2026-11-23","key":"2026-11-23|渋谷店|大盛りカットステーキ"}},
        {"id":"recOfflineMeal003","createdTime":"2026-11-24T12:00:00.000Z","fields":{"name":"トロけるお肉のビーフシチュー","type":"肉","week":"火曜日","status":"空いている","store":"新宿店","date":"2026-11-24","key":"2026-11-24|新宿店|トロけるお肉のビーフシチュー"}},
        {"id":"recOfflineMeal004","createdTime":"2026-11-25T12:00:00.000Z","fields":{"name":"熟成卵黄と4種チーズのカルボナーラ","type":"パスタ","week":"水曜日","status":"普通","store":"渋谷店","date":"2026-11-25","key":"2026-11-25|渋谷店|熟成卵黄と4種チーズのカルボナーラ"}},
        {"id":"recOfflineMeal005","createdTime":"2026-11-26T12:00:00.000Z","fields":{"name":"オマール香るエビドリア","type":"ご飯","week":"木曜日","status":"普通","store":"新宿店","date":"2026-11-26","key":"2026-11-26|新宿店|オマール香るエビドリア"}},
        {"id":"recOfflineMeal006","createdTime":"2026-11-27T12:00:00.000Z","fields":{"name":"デビルズブラウニーサンデー","type":"デザート","week":"金曜日","status":"お腹いっぱい","store":"渋谷店","date":"2026-11-27","key":"2026-11-27|渋谷店|デビルズブラウニーサンデー"}},
        {"id":"recOfflineMeal007","createdTime":"2026-11-28T12:00:00.000Z","fields":{"name":"キャラメルハニーパンケーキ","type":"デザート","week":"土曜日","status":"お腹いっぱい","store":"渋谷店","date":"2026-11-28","key":"2026-11-28|渋谷店|キャラメルハニーパンケーキ"}}
        ]}
        """

    /// The `createdTime` of records the offline upsert answers with.
    static let createdTime = "2026-11-29T12:00:00.000Z"
}
