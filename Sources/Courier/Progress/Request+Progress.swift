extension Request {
    /// Returns a copy whose transfer reports its progress to `handler`: upload and download
    /// figures as bytes move (with ``CurlTransport``), and always a last report once the exchange
    /// is complete. ``ProgressObserver`` says when and where the handler runs.
    ///
    /// <!-- example context: struct Photo: Decodable {}
    /// struct Meter: Sendable { func update(_ fraction: Double) {} }
    /// func example(client: Client, form: MultipartForm, meter: Meter) async throws { EXAMPLE } -->
    /// ```swift
    /// let photo = try await client.send(
    ///     Request<Photo>.post("photos", body: .multipart(form))
    ///         .onProgress { progress in meter.update(progress.fractionSent) })
    /// ```
    public func onProgress(_ handler: @escaping @Sendable (TransferProgress) -> Void) -> Request {
        options { $0.progress = ProgressObserver(handler) }
    }
}
