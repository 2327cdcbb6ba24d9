import Basics
import Foundation
import TestSupport
import Testing

@testable import TILServer

@Suite struct PasswordAndTokenTests {
    @Test func theAdminSeedNeverShowsItsPassword() {
        for text in renderings(of: AdminSeed(password: "hunter2-secret", bcryptCost: 4)) {
            #expect(!text.contains("hunter2-secret"))
        }
    }

    @Test func bcryptHashesVerifyAndUseThe2bPrefixAndCost() throws {
        let hash = try BCrypt.hash("correct horse", cost: 4)
        #expect(hash.hasPrefix("$2b$04$"))
        #expect(hash.count == 60)
        #expect(BCrypt.verify("correct horse", against: hash))
        #expect(!BCrypt.verify("correct horse ", against: hash))
        #expect(try BCrypt.hash("correct horse", cost: 4) != hash)  // fresh salt every time
    }

    @Test func hashesWrittenByOtherBcryptImplementationsVerify() {
        // The public default password of the book's seeded admin, hashed by Python's crypt module (cost 4).
        let external = "$2b$04$x/RxJlw3qL5aiT/AfgwDwOKQtuyr7vISJCqZmVD0DUQe3R..8ztZy"
        #expect(BCrypt.verify("password", against: external))
        #expect(!BCrypt.verify("Password", against: external))
    }

    @Test func malformedHashesAndNULPasswordsAreRejected() {
        #expect(!BCrypt.verify("x", against: ""))
        #expect(!BCrypt.verify("x", against: "$2b$04$short"))
        #expect(!BCrypt.verify("x", against: "plain-text-password"))
        #expect(throws: BCrypt.Failure.containsNUL) { try BCrypt.hash("a\u{0}b", cost: 4) }
    }

    @Test func tokensAre16RandomBytesInBase64() {
        let tokens = (0..<200).map { _ in TokenGenerator.make() }
        #expect(Set(tokens).count == tokens.count)
        for token in tokens {
            #expect(token.count == 24 && token.hasSuffix("=="))
            #expect(Data(base64Encoded: token)?.count == 16)
        }
    }
}
